import type { ComponentProps } from "react";
import { GuestPicker } from "@/components/catalog/guest-picker";
import { FieldError } from "@/components/field-error";

type GuestFieldProps = Omit<ComponentProps<typeof GuestPicker>, "describedBy" | "children"> & {
  id: string;
  /** Why the party cannot come (too many for the listing), said on the whole control. */
  error?: string;
};

/** A booking form's guests: the steppers with the field's error under them. */
export function GuestField({ id, error, ...picker }: GuestFieldProps) {
  return (
    <GuestPicker {...picker} id={id} describedBy={error ? `${id}-error` : undefined}>
      <FieldError id={id} error={error} />
    </GuestPicker>
  );
}
