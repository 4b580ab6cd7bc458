// Shapes of the demo data in this folder. Dates are relative to the seed's `now`, so the demo
// always has upcoming stays, a live hold and a past year of history, whenever it is seeded.
import type {
  BookingStatus,
  ListingStatus,
  ListingType,
  PaymentMethod,
  PriceUnit,
  PropertyType,
  Role,
} from "../../lib/enums";
import type { SceneName } from "./scenes";

export interface AccountSeed {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
  /** Days before `now` the account was created. */
  ageDays: number;
  /** What a host tells guests about themselves. */
  hostBio?: string;
}

export interface AmenitySeed {
  name: string;
  icon: string;
  category: string;
}

export interface DestinationSeed {
  name: string;
  slug: string;
  region: string;
  city: string | null;
  description: string;
  image: SceneName;
  position: number;
}

export interface ListingSeed {
  /** Stable handle the booking plans use; the slug itself comes from `listingSlug(title, city)`. */
  key: string;
  type: ListingType;
  status: ListingStatus;
  title: string;
  description: string;
  highlights: string[];
  region: string;
  city: string;
  area: string;
  address: string;
  latitude: number;
  longitude: number;
  priceGhs: string;
  priceUnit: PriceUnit;
  propertyType: PropertyType | null;
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  checkInTime: string;
  checkOutTime: string;
  /** An activity's or experience's daily start times (none: any time that day). */
  startTimes: string[];
  /** An activity's or experience's length: days (1 unless said), or hours of one day. */
  durationDays: number;
  durationHours: number | null;
  featured: boolean;
  viewCount: number;
  /** Confirmed bookings from before the seeded ones; the seeded confirmed bookings are added. */
  pastBookings: number;
  /** Amenity names, 4 to 8. */
  amenities: string[];
  /** 2 to 4 scenes; the first is the primary image. */
  images: SceneName[];
  /** Days before `now` the listing was created; it is published a day or two later. */
  ageDays: number;
}

export type CancellationKind =
  /** The hold ran out unpaid: payment FAILED, no refund. */
  | "hold_expired"
  /** The charge was declined, then the hold ran out: payment FAILED. */
  | "declined"
  /** The guest cancelled a paid booking: refund by the policy of decisions.md. */
  | "guest_refund"
  /** An admin cancelled a paid booking with refundFull. */
  | "admin_full_refund";

export interface BookingPlan {
  reference: string;
  listing: string;
  guest: string;
  status: BookingStatus;
  /** Check-in, in days from today (negative: in the past). */
  checkInIn: number;
  nights: number;
  adults: number;
  children?: number;
  /** Days before `now` the booking was made (PENDING bookings are made at `now`). */
  bookedDaysAgo: number;
  method?: PaymentMethod;
  specialRequests?: string;
  cancellation?: {
    kind: CancellationKind;
    reason: string;
    /** Days before `now` the booking was cancelled (paid cancellations only). */
    daysAgo?: number;
  };
}

export interface AdminBlockSeed {
  listing: string;
  reason: "MAINTENANCE" | "OWNER_STAY" | "OTHER";
  note: string;
  /** First blocked night, in days from today. */
  fromDay: number;
  nights: number;
}
