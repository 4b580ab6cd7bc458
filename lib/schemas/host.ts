import { z } from "zod";
import { adminBookingsQuery } from "./admin-bookings";
import {
  adminListingsQuery,
  createListingBody,
  listingChange,
  listingFields,
} from "./admin-listings";
import { GHANA_PHONE } from "./bookings";

/** POST /api/host/profile: what a new host tells guests about themselves. */
export const becomeHostBody = z.strictObject({
  displayName: z.string().trim().min(2).max(60),
  phone: z.string().trim().regex(GHANA_PHONE, "must be +233 followed by 9 digits"),
  bio: z.string().trim().max(1000).default(""),
});
export type BecomeHostInput = z.output<typeof becomeHostBody>;

/** A host writes what an admin writes, except being featured (an admin's choice). */
export const hostListingBody = createListingBody.omit({ featured: true });
export type HostListingInput = z.output<typeof hostListingBody>;

/** A host changes any field but the featured flag and the status (submit and review do that). */
const { featured: _featured, ...hostFields } = listingFields;
export const updateHostListingBody = listingChange(hostFields);
export type UpdateHostListingInput = z.output<typeof updateHostListingBody>;

export const hostListingsQuery = adminListingsQuery.omit({ featured: true });

/** GET /api/host/bookings: the admin's filters and paging; the host is the caller. */
export const hostBookingsQuery = adminBookingsQuery;
