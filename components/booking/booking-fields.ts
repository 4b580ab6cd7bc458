// The booking form's fields: their names and labels, the checks made before sending, and the
// API's field errors in kinder words.

import type { ApiError } from "@/components/api-client";
import { soldByStart } from "@/lib/activity-starts";
import { isIsoDate, MAX_STAY_NIGHTS, validateStay } from "@/lib/dates";
import type { ListingType } from "@/lib/enums";
import { fitsCapacity } from "@/lib/guest-limits";
import { peopleWords, plural, sentence } from "@/lib/words";

export const FIELD_LABELS = {
  checkIn: "Check-in",
  checkOut: "Check-out",
  /** An activity's or experience's start. */
  startTime: "Start time",
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

/** A field's name in the error summary: an activity's or experience's check-in is its date. */
export function fieldLabel(field: Field, type: ListingType): string {
  return field === "checkIn" && soldByStart(type) ? "Date" : FIELD_LABELS[field];
}

/** The dates and guests as the form holds them; dates may be half-typed. */
export interface Stay {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
}

/** An activity's or experience's date, start and party as the form holds them. */
export interface Outing {
  /** The date ("" until chosen). */
  checkIn: string;
  /** One of the listing's start times; null until chosen, or when it has none. */
  startTime: string | null;
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
  startTime: {
    required: "Choose a start time.",
    start_time: "Choose one of the start times shown.",
    past: "That start has already begun: choose a later one.",
  },
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

/**
 * What is wrong with an outing's date, start and party before anything is sent. `room` is
 * whether the chosen start (or the day, without start times) has spots for the party: null
 * until known.
 */
export function outingErrors(
  outing: Outing,
  maxGuests: number,
  { hasStartTimes, room }: { hasStartTimes: boolean; room: boolean | null },
): FieldErrors {
  const errors: FieldErrors = {};
  const party = peopleWords(outing.adults + outing.children);
  if (!outing.checkIn) {
    errors.checkIn = "Choose a date.";
  } else if (hasStartTimes && !outing.startTime) {
    errors.startTime = "Choose a start time.";
  } else if (room === false) {
    errors.startTime = outing.startTime
      ? `${outing.startTime} has too few spots left for ${party}: choose another start.`
      : `Too few spots are left that day for ${party}: choose another date.`;
  }
  if (!fitsCapacity(outing, maxGuests)) {
    errors.guests = `This listing welcomes at most ${peopleWords(maxGuests)} a start, children included.`;
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
