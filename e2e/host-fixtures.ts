import { type APIRequestContext, expect } from "@playwright/test";
import { PNG } from "./test-data";

/**
 * A published demo listing to borrow from: its id and one of its amenities. A featured one,
 * since other tests publish listings of their own without amenities.
 */
export async function demoListing(request: APIRequestContext) {
  const [first] = (await (await request.get("/api/listings/featured")).json()).data;
  const detail = (await (await request.get(`/api/listings/${first.slug}`)).json()).data;
  return { id: detail.id as string, amenityId: detail.amenities[0].amenity.id as string };
}

interface HostsStay {
  /** The host's display name. */
  hostName: string;
  title: string;
  priceGHS: number;
}

/**
 * The account signed in on `host` becomes a host and writes a draft stay, and the admin
 * signed in on `admin` adds the three photos a listing needs before review.
 */
export async function draftStayWithPhotos(
  host: APIRequestContext,
  admin: APIRequestContext,
  { hostName, title, priceGHS }: HostsStay,
): Promise<{ id: string; slug: string }> {
  const became = await host.post("/api/host/profile", {
    data: { displayName: hostName, phone: "+233241234567", bio: "" },
  });
  expect(became.status()).toBe(201);
  const { amenityId } = await demoListing(host);
  const created = await host.post("/api/host/listings", {
    data: {
      type: "ACCOMMODATION",
      title,
      description: "Two quiet rooms by the lagoon, with a garden and the sea a short walk away.",
      region: "Central",
      city: "Elmina",
      address: "3 Lagoon Road",
      latitude: 5.085,
      longitude: -1.35,
      priceGHS,
      maxGuests: 2,
      amenityIds: [amenityId],
    },
  });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()).data;
  for (const name of ["front.png", "porch.png", "garden.png"]) {
    const upload = await admin.post(`/api/admin/listings/${id}/images`, {
      multipart: { "files[]": { name, mimeType: "image/png", buffer: PNG } },
    });
    expect(upload.status()).toBe(201);
  }
  return { id, slug };
}
