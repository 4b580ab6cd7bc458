// The admin side of listings: the table, the editor's view, images and the calendar.
import { z } from "zod";
import { BLOCK_REASONS, LISTING_STATUSES, LISTING_TYPES } from "@/lib/enums";
import { listingFields } from "./catalog";
import { calendarDate, count, money, recordId, timestamp } from "./common";

export const adminListingRow = z.object({
  id: recordId,
  title: z.string(),
  slug: z.string(),
  status: z.enum(LISTING_STATUSES),
  type: z.enum(LISTING_TYPES),
  region: z.string(),
  city: z.string(),
  priceGHS: money,
  featured: z.boolean(),
  viewCount: count,
  bookingCount: count,
  createdAt: timestamp,
  publishedAt: timestamp.nullable(),
});

export const adminListingStats = z
  .object({
    total: count.meta({ description: "Every listing, archived ones included" }),
    published: count,
    draft: count,
    pending: count,
    archived: count,
  })
  .meta({ description: "Counts by status over every listing, whatever the filters" });

export const adminListing = z
  .object({
    ...listingFields,
    reviewNote: z.string().nullable().meta({
      description: "Why an admin sent the listing back to its host; null when none applies",
    }),
    updatedAt: timestamp,
  })
  .meta({ id: "AdminListing" });

export const archivedListing = z.object({ id: recordId, status: z.literal("ARCHIVED") });

export const adminImage = z
  .object({
    id: recordId,
    url: z.url(),
    publicId: z.string().meta({ description: "The image store's id of the file" }),
    alt: z.string(),
    isPrimary: z.boolean(),
    order: count,
  })
  .meta({ id: "AdminImage" });

export const calendarNight = z.object({
  night: calendarDate,
  kind: z.enum(["booked", "held", "blocked", "imported"]).meta({
    description:
      "The night's source: a paid booking, a booking's running hold, a manual block, or an imported calendar",
  }),
  reason: z.enum(BLOCK_REASONS).nullable(),
  note: z.string().nullable(),
  bookingReference: z.string().nullable(),
  feedName: z
    .string()
    .nullable()
    .meta({ description: "The imported calendar that took the night; null unless imported" }),
  claimedBy: z.array(z.string()).meta({
    description:
      "Imported calendars that claim this booked or held night too (a conflict); empty otherwise",
  }),
});

const nightRange = {
  listingId: recordId,
  from: calendarDate,
  to: calendarDate.meta({ description: "First night not included" }),
};

export const blockedNights = z.object({
  ...nightRange,
  reason: z.enum(BLOCK_REASONS),
  note: z.string().optional(),
  nights: z.number().int().min(1).meta({ description: "Nights blocked" }),
});

export const unblockedNights = z.object({
  ...nightRange,
  nights: count.meta({ description: "Admin-blocked nights removed" }),
});
