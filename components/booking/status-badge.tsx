import { type Tone, toneClasses } from "./labels";

interface StatusBadgeProps {
  label: string;
  tone: Tone;
  size?: "sm" | "md";
}

/** A rounded status pill; the text carries the meaning, the colour only repeats it. */
export function StatusBadge({ label, tone, size = "sm" }: StatusBadgeProps) {
  const sizing = size === "md" ? "px-3 py-1 text-sm" : "px-2.5 py-0.5 text-xs";
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full font-semibold whitespace-nowrap ring-1 ring-inset ${sizing} ${toneClasses(tone)}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </span>
  );
}
