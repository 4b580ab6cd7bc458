// Formatting shared by the e-mail templates. Written out by hand rather than with Intl so
// the output does not depend on the server's ICU data.
import Big from "big.js";
import { isIsoDate } from "@/lib/dates";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

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

/** "2026-12-04" → "Fri 4 Dec 2026". */
export function formatDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) return isoDate;
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** "2550" → "GH₵ 2,550.00". */
export function formatGhs(amount: string | number): string {
  const fixed = new Big(amount).toFixed(2, Big.roundHalfUp);
  const negative = fixed.startsWith("-");
  const [whole = "0", cents = "00"] = (negative ? fixed.slice(1) : fixed).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}GH₵ ${grouped}.${cents}`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "2 adults, 1 child". */
export function guestsLabel(adults: number, children: number): string {
  const parts = [plural(adults, "adult")];
  if (children > 0) parts.push(plural(children, "child", "children"));
  return parts.join(", ");
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
