// Listings, availability, destinations and favorites as the public and user endpoints answer them.
import { z } from "zod";
import { LISTING_STATUSES, LISTING_TYPES, PRICE_UNITS, PROPERTY_TYPES } from "@/lib/enums";
import { calendarDate, count, money, recordId, timestamp } from "./common";

const imageUrl = z.url().meta({ description: "Absolute URL" });

/** The images of a card: in display order, the primary one flagged. */
export const cardImage = z.object({ url: imageUrl, isPrimary: z.boolean() });

const placeholder = z.string().nullable().meta({
  description:
    "A tiny copy of the image as a data: URL (a few hundred bytes) to show blurred until the image loads; null when none was computed",
});

/** A card's image with its placeholder. */
export const previewImage = cardImage.extend({ placeholder });

export const listingImage = z
  .object({
    id: recordId,
    url: imageUrl,
    alt: z.string(),
    isPrimary: z.boolean(),
    order: count.meta({ description: "Display order, from 0" }),
    placeholder,
  })
  .meta({ id: "ListingImage" });

export const amenity = z
  .object({ id: recordId, name: z.string(), icon: z.string(), category: z.string() })
  .meta({ id: "Amenity" });

export const listingSummary = z
  .object({
    id: recordId,
    type: z.enum(LISTING_TYPES),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    region: z.string(),
    city: z.string(),
    area: z.string(),
    priceGHS: money,
    priceUnit: z.enum(PRICE_UNITS),
    bedrooms: count,
    bathrooms: count,
    maxGuests: z
      .number()
      .int()
      .min(1)
      .meta({ description: "Guests of a stay; spots of each start of an activity or experience" }),
    durationDays: z
      .number()
      .int()
      .min(1)
      .meta({ description: "An activity's or experience's length in days; 1 for a stay" }),
    durationHours: z
      .number()
      .int()
      .min(1)
      .nullable()
      .meta({ description: "Hours of a one-day activity or experience; null when not said" }),
    startTimes: z.array(z.string()).meta({
      description:
        "When an activity or experience starts each day (HH:MM, in order); empty: any time that day, and always for a stay",
    }),
    featured: z.boolean(),
    ratingAverage: z.number().min(1).max(5).nullable().meta({
      description:
        "The average overall rating of its visible reviews, to one decimal; null without a review",
    }),
    ratingCount: count.meta({ description: "Its visible reviews" }),
    latitude: z.number().nullable().meta({ description: "Degrees north; null when not known" }),
    longitude: z.number().nullable().meta({ description: "Degrees east; null when not known" }),
    images: z.array(previewImage.extend({ id: recordId })),
  })
  .meta({ id: "ListingSummary" });

/** Every field of a listing, as the single-listing read and the admin editor show it. */
export const listingFields = {
  ...listingSummary.omit({ images: true }).shape,
  status: z.enum(LISTING_STATUSES),
  highlights: z.array(z.string()),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  checkInTime: z.string().meta({ description: "Time of day, HH:MM" }),
  checkOutTime: z.string().meta({ description: "Time of day, HH:MM" }),
  viewCount: count,
  bookingCount: count.meta({ description: "Confirmed bookings" }),
  images: z.array(listingImage),
  amenities: z.array(z.object({ amenity })),
  createdAt: timestamp,
  publishedAt: timestamp.nullable(),
};

export const listingDetail = z
  .object({ ...listingFields, priceUSD: money })
  .meta({ id: "ListingDetail" });

const stayPrice = z.object({
  nights: z.number().int().min(1),
  pricePerNight: z.number(),
  subtotal: z.number(),
  serviceFee: z.number(),
  taxes: z.number(),
  total: z.number(),
  currency: z.literal("GHS"),
});

export const slot = z
  .object({
    date: calendarDate,
    startTime: z.string().nullable().meta({ description: "HH:MM; null: any time that day" }),
    spotsLeft: count.meta({
      description: "Spots still free for new bookings; 0 when full or closed",
    }),
  })
  .meta({ id: "Slot" });

export const availability = z
  .object({
    available: z.boolean(),
    unavailableDates: z.array(calendarDate).meta({
      description:
        "A stay: the taken nights inside the range, empty when available. An activity or experience: the dates in the range where no start has room for the party",
    }),
    pricing: stayPrice.nullable().meta({
      description:
        "The price (JSON numbers) when available, else null: the stay's, or one booking's for the party (pricePerNight is the unit price)",
    }),
    slots: z.array(slot).optional().meta({
      description:
        "Activities and experiences only: every start on each date of the range (starts already begun left out) with its spots left",
    }),
  })
  .meta({ id: "Availability" });

export const featuredListing = z.object({
  id: recordId,
  title: z.string(),
  slug: z.string(),
  region: z.string(),
  priceGHS: money,
  ratingAverage: z.number().nullable(),
  ratingCount: count,
  images: z.array(previewImage),
});

export const searchResult = z.object({
  id: recordId,
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  region: z.string(),
  priceGHS: money,
});

export const destination = z.object({
  id: recordId,
  name: z.string(),
  slug: z.string(),
  region: z.string(),
  description: z.string(),
  imageUrl,
  listingCount: count.meta({ description: "Published listings in the destination" }),
});

export const favorite = z.object({
  listingId: recordId,
  createdAt: timestamp,
  listing: z.object({
    id: recordId,
    title: z.string(),
    slug: z.string(),
    region: z.string(),
    city: z.string(),
    priceGHS: money,
    bedrooms: count,
    maxGuests: z.number().int().min(1),
    ratingAverage: z.number().nullable(),
    ratingCount: count,
    images: z.array(previewImage),
  }),
});

export const favoriteToggle = z.object({
  favorited: z.boolean().meta({ description: "The state after the call" }),
  listing: z.object({ id: recordId, title: z.string() }),
});

export const favoriteCheck = z.object({ favorited: z.boolean() });
