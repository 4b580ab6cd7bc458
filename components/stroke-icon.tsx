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

/** "‹" or "›": previous and next. */
export function Chevron({
  direction,
  className,
}: {
  direction: "left" | "right";
  className?: string;
}) {
  return (
    <StrokeIcon className={className}>
      <path d={direction === "left" ? "m12 5-5 5 5 5" : "m8 5 5 5-5 5"} />
    </StrokeIcon>
  );
}
