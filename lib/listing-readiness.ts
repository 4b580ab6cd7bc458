// What a host's listing needs before an admin reviews it (POST /api/host/listings/{id}/submit),
// said as a list the host can work through, the way Airbnb's "finish your listing" does.

/** The photos a listing needs: a cover and enough to show the place or the activity. */
export const MIN_REVIEW_PHOTOS = 3;
/** A description long enough to say what guests get. */
export const MIN_REVIEW_DESCRIPTION = 50;

export interface ListingDraft {
  description: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  photos: number;
  amenities: number;
}

export interface MissingItem {
  field: "images" | "description" | "address" | "location" | "amenityIds";
  message: string;
}

/** Everything still missing, in the order of the editor; empty when it can be reviewed. */
export function missingForReview(draft: ListingDraft): MissingItem[] {
  const missing: MissingItem[] = [];
  if (draft.description.trim().length < MIN_REVIEW_DESCRIPTION) {
    missing.push({
      field: "description",
      message: `a description of at least ${MIN_REVIEW_DESCRIPTION} characters`,
    });
  }
  if (!draft.address.trim()) missing.push({ field: "address", message: "the street address" });
  if (draft.latitude === null || draft.longitude === null) {
    missing.push({ field: "location", message: "where it is on the map (latitude and longitude)" });
  }
  if (draft.amenities === 0) {
    missing.push({ field: "amenityIds", message: "at least one amenity or inclusion" });
  }
  if (draft.photos < MIN_REVIEW_PHOTOS) {
    const more = MIN_REVIEW_PHOTOS - draft.photos;
    missing.push({
      field: "images",
      message: `${more} more photo${more === 1 ? "" : "s"} (at least ${MIN_REVIEW_PHOTOS})`,
    });
  }
  return missing;
}
