// Whose editor a listing is open in: an admin's (every listing, every power) or its host's
// (their own listings through /api/host, no featuring, no status moves but submitting).

export type ListingOwner = "admin" | "host";

export interface ListingScope {
  /** The listings' API: `${api}/${id}/images`, `/calendar`, `/blocked-nights`. */
  api: string;
  /** The editor pages: `${pages}/${id}`. */
  pages: string;
  /** The bookings list, filtered by `?listingId=`. */
  bookings: string;
  /** Only an admin features a listing on the home page. */
  canFeature: boolean;
  /** What a draft needs next: an admin publishes it, a host sends it for review. */
  finish: string;
}

export const LISTING_SCOPES: Record<ListingOwner, ListingScope> = {
  admin: {
    api: "/api/admin/listings",
    pages: "/admin/listings",
    bookings: "/admin/bookings",
    canFeature: true,
    finish: "publish it",
  },
  host: {
    api: "/api/host/listings",
    pages: "/host/listings",
    bookings: "/host/bookings",
    canFeature: false,
    finish: "send it for review",
  },
};
