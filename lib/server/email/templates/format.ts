// What only the e-mails need: escaping, one-line headers, bounded typed text, links. Dates,
// amounts and counts are written by the site's own formatters (lib/date-format.ts,
// lib/money-format.ts, lib/words.ts), so a receipt says what the pages say.

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Safe inside element content and quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Subjects are headers: one line, no control characters. */
export function oneLine(value: string): string {
  return value.replace(/[\p{Cc}\s]+/gu, " ").trim();
}

/**
 * Text a visitor typed (a guest's name, a cancellation reason), as mail shows it: one line,
 * at most `max` characters, so it cannot lay out a message of its own inside ours.
 */
export function typedText(value: string, max: number): string {
  const line = oneLine(value);
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

export function tripUrl(appUrl: string, reference: string): string {
  return `${appUrl.replace(/\/+$/, "")}/trips/${encodeURIComponent(reference)}`;
}

/** "Hello Ama," with the name as typed, bounded to one short line. */
export function greeting(guestName: string): string {
  return `Hello ${typedText(guestName, 60)},`;
}
