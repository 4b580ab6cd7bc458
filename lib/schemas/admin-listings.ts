import { z } from "zod";
import { paginationQuery } from "@/lib/schemas/pagination";
import {
  MAX_DURATION_DAYS,
  MAX_DURATION_HOURS,
  MAX_START_TIMES,
  TIME_OF_DAY,
} from "../activity-starts";
import {
  BLOCK_REASONS,
  LISTING_STATUSES,
  LISTING_TYPES,
  PRICE_UNITS,
  PROPERTY_TYPES,
} from "../enums";
import { isoDate, recordId, refineNightRange } from "./common";

const timeOfDay = z.string().regex(TIME_OF_DAY, "must be a time of day HH:MM");

/** A price in GHS as a JSON number with at most two decimals, positive, below a million. */
export const price = z
  .number()
  .positive()
  .max(999_999.99)
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), {
    message: "must have at most two decimals",
    params: { constraint: "decimals" },
  });

/** Every writable listing field. `viewCount`, `bookingCount`, `publishedAt`, `slug` are not among them. */
export const listingFields = {
  type: z.enum(LISTING_TYPES),
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(10).max(5000),
  highlights: z.array(z.string().trim().min(1).max(200)).max(20),
  region: z.string().trim().min(2).max(100),
  city: z.string().trim().min(2).max(100),
  area: z.string().trim().max(100),
  address: z.string().trim().max(300),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  priceGHS: price,
  priceUnit: z.enum(PRICE_UNITS),
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  bedrooms: z.number().int().min(0).max(50),
  bathrooms: z.number().int().min(0).max(50),
  maxGuests: z.number().int().min(1).max(100),
  checkInTime: timeOfDay,
  checkOutTime: timeOfDay,
  durationDays: z
    .number()
    .int()
    .min(1)
    .max(MAX_DURATION_DAYS)
    .describe("An activity's or experience's length in days; 1 for a stay"),
  durationHours: z
    .number()
    .int()
    .min(1)
    .max(MAX_DURATION_HOURS)
    .nullable()
    .describe("How many hours a one-day activity or experience lasts; null when it does not say"),
  startTimes: z
    .array(timeOfDay)
    .max(MAX_START_TIMES)
    .describe(
      "When an activity or experience starts each day, HH:MM (stored unique and in order); each start sells maxGuests spots. None: any time that day. Empty for a stay.",
    ),
  amenityIds: z.array(recordId).max(60),
  featured: z.boolean(),
};

/** Unknown fields are refused (400 unknown_field), never silently written. */
export const createListingBody = z.strictObject(listingFields).partial().required({
  type: true,
  title: true,
  description: true,
  region: true,
  city: true,
  priceGHS: true,
  maxGuests: true,
});
export type CreateListingInput = z.output<typeof createListingBody>;

/** A change of some of these fields: unknown ones refused, at least one sent. */
export function listingChange<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .strictObject(shape)
    .partial()
    .refine((body) => Object.keys(body).length > 0, {
      message: "send at least one field to change",
      params: { constraint: "empty" },
    });
}

export const updateListingBody = listingChange({
  ...listingFields,
  status: z.enum(LISTING_STATUSES),
});
export type UpdateListingInput = z.output<typeof updateListingBody>;

const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");

export const adminListingsQuery = z.object({
  status: z.enum(LISTING_STATUSES).optional(),
  type: z.enum(LISTING_TYPES).optional(),
  featured: booleanQuery.optional(),
  search: z.string().trim().min(1).max(100).optional(),
  ...paginationQuery({ defaultLimit: 20, maxLimit: 100 }),
});

export const listingIdPath = z.object({ id: recordId });

export const REVIEW_DECISIONS = ["APPROVE", "REJECT"] as const;

/** An admin's review: a note is what the host reads, so a rejection must give one. */
export const reviewListingBody = z
  .strictObject({
    decision: z.enum(REVIEW_DECISIONS),
    note: z.string().trim().min(1).max(1000).optional(),
  })
  .refine((review) => review.decision === "APPROVE" || review.note !== undefined, {
    message: "say what the host should change",
    path: ["note"],
    params: { constraint: "required" },
  });
export type ReviewListingInput = z.output<typeof reviewListingBody>;

/** A range of nights [from, to): `to` is the first night not included, like a check-out. */
const nightRange = { from: isoDate, to: isoDate };

export const calendarQuery = z
  .object(nightRange)
  .superRefine((range, context) => refineNightRange(range, context, { allowPast: true }));

export const blockNightsBody = z
  .strictObject({
    ...nightRange,
    reason: z.enum(BLOCK_REASONS),
    note: z.string().trim().max(500).optional(),
  })
  .superRefine((range, context) => refineNightRange(range, context, { allowPast: false }));

export const unblockNightsBody = z
  .strictObject(nightRange)
  .superRefine((range, context) => refineNightRange(range, context, { allowPast: false }));
