import type { ReactNode } from "react";

/** A line icon on a 20-unit grid in the text's colour; decorative, so hidden from readers. */
export function StrokeIcon({
  className = "size-5",
  strokeWidth = 2.2,
  children,
}: {
  className?: string;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`fill-none stroke-current ${className}`}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const CHEVRONS = { left: "m12 5-5 5 5 5", right: "m8 5 5 5-5 5", down: "m5 7.5 5 5 5-5" };

/** "‹" and "›" for previous and next; "⌄" for a disclosure that opens. */
export function Chevron({
  direction,
  className,
}: {
  direction: keyof typeof CHEVRONS;
  className?: string;
}) {
  return (
    <StrokeIcon className={className}>
      <path d={CHEVRONS[direction]} />
    </StrokeIcon>
  );
}
