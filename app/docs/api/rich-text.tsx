import type { ReactNode } from "react";

const CODE = /`([^`]+)`/g;

/** Text with `inline code`, as the document's descriptions write it. */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(CODE)) {
    parts.push(text.slice(from, match.index));
    parts.push(
      <code key={match.index} className="rounded bg-sand-100 px-1 py-0.5 font-mono text-[0.9em]">
        {match[1]}
      </code>,
    );
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

/** Paragraphs separated by a blank line. */
export function RichText({ text, className = "" }: { text: string; className?: string }) {
  return (
    <div className={`space-y-3 ${className}`}>
      {text.split("\n\n").map((paragraph) => (
        <p key={paragraph}>
          <InlineText text={paragraph} />
        </p>
      ))}
    </div>
  );
}
