"use client";

import { type Guests, MAX_PARTY } from "@/lib/guest-limits";
import { GuestPicker } from "./guest-picker";
import { type AnchorBox, PICKER_BUTTONS, PickerDialog } from "./picker-dialog";

interface GuestsDialogProps {
  guests: Guests | null;
  onChange(guests: Guests | null): void;
  open: boolean;
  onClose(): void;
  anchor(): AnchorBox | null;
  align: "start" | "end";
}

/** The searches' guest selector in its dialog (guests-field.tsx), with "Any number" and "Done". */
export function GuestsDialog({
  guests,
  onChange,
  open,
  onClose,
  anchor,
  align,
}: GuestsDialogProps) {
  return (
    <PickerDialog label="Choose guests" open={open} onClose={onClose} anchor={anchor} align={align}>
      <div className="md:w-80">
        <GuestPicker
          guests={guests ?? { adults: 1, children: 0 }}
          maxGuests={MAX_PARTY}
          showLimit={false}
          onChange={onChange}
        />
      </div>
      <div className="mt-4 flex items-center justify-end gap-1 border-t border-sand-200 pt-3">
        {guests ? (
          <button type="button" onClick={() => onChange(null)} className={PICKER_BUTTONS.quiet}>
            Any number
          </button>
        ) : null}
        <button type="button" onClick={onClose} className={PICKER_BUTTONS.done}>
          Done
        </button>
      </div>
    </PickerDialog>
  );
}
