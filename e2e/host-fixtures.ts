import type { APIRequestContext } from "@playwright/test";

/**
 * A published demo listing to borrow from: its id and one of its amenities. A featured one,
 * since other tests publish listings of their own without amenities.
 */
export async function demoListing(request: APIRequestContext) {
  const [first] = (await (await request.get("/api/listings/featured")).json()).data;
  const detail = (await (await request.get(`/api/listings/${first.slug}`)).json()).data;
  return { id: detail.id as string, amenityId: detail.amenities[0].amenity.id as string };
}
