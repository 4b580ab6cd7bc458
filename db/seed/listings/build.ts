// Defaults for the three kinds of listing, so the data files only say what differs.
import type { PropertyType } from "../../../lib/enums";
import type { ListingSeed } from "../types";

type Defaulted =
  | "type"
  | "status"
  | "priceUnit"
  | "featured"
  | "checkInTime"
  | "checkOutTime"
  | "startTimes"
  | "durationDays"
  | "durationHours";

type StayInput = Omit<ListingSeed, Defaulted | "propertyType"> &
  Partial<Pick<ListingSeed, "status" | "featured" | "checkInTime" | "checkOutTime">> & {
    propertyType: PropertyType;
  };

type OutingInput = Omit<ListingSeed, Defaulted | "propertyType" | "bedrooms" | "bathrooms"> &
  Partial<Pick<ListingSeed, "status" | "featured" | "durationDays">> & {
    priceUnit?: "PER_PERSON" | "PER_GROUP";
    /** Start and end of the day's programme, HH:MM. */
    checkInTime: string;
    checkOutTime: string;
    /** When it starts each day; each start sells `maxGuests` spots. */
    startTimes: string[];
    /** Hours of a one-day activity or experience, when it has a set length. */
    durationHours?: number;
  };

/** An accommodation, priced per night. */
export function stay(input: StayInput): ListingSeed {
  return {
    type: "ACCOMMODATION",
    status: "PUBLISHED",
    priceUnit: "PER_NIGHT",
    featured: false,
    checkInTime: "14:00",
    checkOutTime: "11:00",
    startTimes: [],
    durationDays: 1,
    durationHours: null,
    ...input,
  };
}

function outing(type: "ACTIVITY" | "EXPERIENCE", input: OutingInput): ListingSeed {
  return {
    type,
    status: "PUBLISHED",
    priceUnit: "PER_PERSON",
    featured: false,
    propertyType: null,
    bedrooms: 0,
    bathrooms: 0,
    durationDays: 1,
    ...input,
    durationHours: input.durationHours ?? null,
  };
}

export const activity = (input: OutingInput) => outing("ACTIVITY", input);
export const experience = (input: OutingInput) => outing("EXPERIENCE", input);
