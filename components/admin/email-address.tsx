import { Fragment } from "react";

/**
 * An e-mail address that wraps only before a dot or the @, never inside a word (not at a
 * hyphen either): each piece keeps together, and a <wbr> between pieces lets the line break
 * there. Copied, it is the address as it is.
 */
export function EmailAddress({ email, className = "" }: { email: string; className?: string }) {
  const pieces = email.split(/(?=[.@])/);
  return (
    <span className={className}>
      {pieces.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one address, in order
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="whitespace-nowrap">{piece}</span>
        </Fragment>
      ))}
    </span>
  );
}
