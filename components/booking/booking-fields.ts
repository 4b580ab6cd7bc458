// The booking form's fields: their names and labels, the checks made before sending, and the
// API's field errors in kinder words.

import type { ApiError } from "@/components/api-client";
import { isIsoDate, MAX_STAY_NIGHTS, validateStay } from "@/lib/dates";
import { fitsCapacity } from "@/lib/guest-limits";
import { plural, sentence } from "@/lib/words";

export const FIELD_LABELS = {
  checkIn: "Check-in",
  checkOut: "Check-out",
  /** Adults and children: one control, the guest selector. */
  guests: "Guests",
  guestName: "Full name",
  guestEmail: "E-mail address",
  guestPhone: "Phone number",
  specialRequests: "Special requests",
} as const;

export type Field = keyof typeof FIELD_LABELS;
export type FieldErrors = Partial<Record<Field, string>>;

export const FIELD_ORDER = Object.keys(FIELD_LABELS) as Field[];

/** The dates and guests as the form holds them; dates may be half-typed. */
export interface Stay {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
}

/** Kinder words than the schema's for constraints whose API message is technical. */
const FRIENDLY: Partial<Record<Field, Partial<Record<string, string>>>> = {
  guestName: {
    required: "Enter the name of the lead guest.",
    min: "Enter the lead guest's full name (at least 2 characters).",
    max: "Use at most 100 characters for the name.",
  },
  guestEmail: {
    required: "Enter an e-mail address for the confirmation.",
    email: "Enter a valid e-mail address, like name@example.com.",
    max: "That e-mail address is too long.",
  },
  guestPhone: { required: "Enter a phone number starting with +233." },
  specialRequests: { max: "Keep special requests to at most 1,000 characters." },
};

const STAY_MESSAGES: Record<string, string> = {
  date: "Enter a date as YYYY-MM-DD.",
  date_after: "Check-out must be after check-in.",
  not_in_past: "Check-in can’t be in the past.",
  max_nights: `A stay can be at most ${MAX_STAY_NIGHTS} nights.`,
};

/** The form's field an API issue is about: adults and children are both the guests control. */
function fieldOf(apiField: string): Field | null {
  if (apiField === "adults" || apiField === "children") return "guests";
  return apiField in FIELD_LABELS ? (apiField as Field) : null;
}

/** The stay's dates when they make a stay that can be priced, else null. */
export function validStay(stay: Stay, today: string): { checkIn: string; checkOut: string } | null {
  if (!isIsoDate(stay.checkIn) || !isIsoDate(stay.checkOut)) return null;
  return validateStay(stay.checkIn, stay.checkOut, today).ok
    ? { checkIn: stay.checkIn, checkOut: stay.checkOut }
    : null;
}

/** What is wrong with the dates and guests before anything is sent. */
export function stayErrors(stay: Stay, today: string, maxGuests: number): FieldErrors {
  const errors: FieldErrors = {};
  if (!stay.checkIn) errors.checkIn = "Choose a check-in date.";
  if (!stay.checkOut) errors.checkOut = "Choose a check-out date.";
  if (stay.checkIn && stay.checkOut) {
    const result = validateStay(stay.checkIn, stay.checkOut, today);
    if (!result.ok) errors[result.field] = STAY_MESSAGES[result.constraint] ?? "Check this date.";
  }
  if (!fitsCapacity(stay, maxGuests)) {
    errors.guests = `This listing welcomes at most ${plural(maxGuests, "guest", "guests")}, children included.`;
  }
  return errors;
}

/** `{ field: message }` for every field the API named, the first issue per field winning. */
export function apiFieldErrors(error: ApiError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue.field);
    if (!field || errors[field]) continue;
    errors[field] = FRIENDLY[field]?.[issue.constraint] ?? sentence(issue.message ?? error.message);
  }
  return errors;
}

/** Accepts the ways people write Ghanaian numbers: spaces, dashes, 024…, 233…; else as typed. */
export function normalizePhone(value: string): string {
  const compact = value.trim().replace(/[\s\-().]/g, "");
  if (/^0\d{9}$/.test(compact)) return `+233${compact.slice(1)}`;
  if (/^233\d{9}$/.test(compact)) return `+${compact}`;
  if (/^00233\d{9}$/.test(compact)) return `+${compact.slice(2)}`;
  return compact;
}
