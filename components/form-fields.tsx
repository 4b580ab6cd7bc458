import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { FieldError } from "./field-error";

// The site's form fields: a label, an optional hint, the control in a framed box, and an
// error, with hint and error wired to the control through aria-describedby.

function fieldFrame(error: string | undefined): string {
  return `rounded-xl border bg-white transition focus-within:ring-3 ${
    error
      ? "border-clay-600 focus-within:ring-clay-600/25"
      : "border-sand-300 focus-within:border-forest-600 focus-within:ring-forest-600/20"
  }`;
}

export function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined
  );
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/** Label, hint, the control and its error, stacked. */
function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

interface FieldProps {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

interface FormFieldProps
  extends FieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  /** Rendered inside the input's frame, after the input (e.g. a show-password button). */
  trailing?: ReactNode;
}

export function FormField({ id, name, label, hint, error, trailing, ...input }: FormFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className={`flex items-center ${fieldFrame(error)}`}>
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="min-w-0 flex-1 rounded-xl bg-transparent px-4 py-3 text-base text-ink-900 placeholder:text-ink-500 focus:outline-none focus-visible:outline-none"
          {...input}
        />
        {trailing}
      </div>
    </FieldShell>
  );
}

interface SelectFieldProps
  extends FieldProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name"> {
  options: ReadonlyArray<{ value: string | number; label: string; disabled?: boolean }>;
}

export function SelectField({
  id,
  name,
  label,
  hint,
  error,
  options,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className={`relative ${fieldFrame(error)}`}>
        <select
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="min-h-12 w-full appearance-none rounded-xl bg-transparent py-3 pr-10 pl-4 text-base text-ink-900 focus:outline-none focus-visible:outline-none"
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 fill-none stroke-ink-600"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m5 8 5 5 5-5" />
        </svg>
      </div>
    </FieldShell>
  );
}

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">;

export function TextAreaField({ id, name, label, hint, error, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className={fieldFrame(error)}>
        <textarea
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="block min-h-28 w-full resize-y rounded-xl bg-transparent px-4 py-3 text-base text-ink-900 placeholder:text-ink-500 focus:outline-none focus-visible:outline-none"
          {...textarea}
        />
      </div>
    </FieldShell>
  );
}
