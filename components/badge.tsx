import type { ReactNode } from "react";
import type { Tone } from "./format/labels";

const TONES: Record<Tone, string> = {
  positive: "bg-forest-100 text-forest-800 ring-forest-300",
  waiting: "bg-gold-100 text-ink-900 ring-gold-300",
  negative: "bg-clay-100 text-clay-700 ring-clay-500/40",
  neutral: "bg-sand-100 text-ink-700 ring-sand-300",
  info: "bg-[#e4eefa] text-[#1d4a7a] ring-[#a9c4e6]",
};

const SIZES = { sm: "px-2.5 py-0.5 text-xs", md: "px-3 py-1 text-sm" };

/** A status pill: the text carries the meaning, the colour only repeats it. */
export function Badge({
  tone,
  size = "sm",
  children,
}: {
  tone: Tone;
  size?: keyof typeof SIZES;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full font-semibold whitespace-nowrap ring-1 ring-inset ${SIZES[size]} ${TONES[tone]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {children}
    </span>
  );
}
