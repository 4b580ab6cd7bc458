import { z } from "zod";
import { IMAGE_LIMITS } from "@/lib/image-type";
import {
  listingImagePath,
  listingImagesPath,
  reorderImagesBody,
  updateImageBody,
} from "@/lib/schemas/admin-images";
import {
  adminListingsQuery,
  blockNightsBody,
  calendarQuery,
  createListingBody,
  listingIdPath,
  unblockNightsBody,
  updateListingBody,
} from "@/lib/schemas/admin-listings";
import type { Operation } from "../operation";
import {
  adminImage,
  adminListing,
  adminListingRow,
  adminListingStats,
  archivedListing,
  blockedNights,
  calendarNight,
  unblockedNights,
} from "../responses/admin-listings";
import { dataOf, pageOf } from "../responses/common";

const tag = "Admin: listings";
const images = dataOf(z.array(adminImage));

/** The multipart body of an upload, for the reference only (the route reads it as FormData). */
const imageUpload = z.object({
  "files[]": z
    .array(z.file())
    .min(1)
    .max(IMAGE_LIMITS.maxFiles)
    .meta({
      description: `JPEG, PNG, WebP or AVIF, recognised by their bytes; at most ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB each. The field may also be named files.`,
    }),
});

export const adminListingOperations: Operation[] = [
  {
    method: "get",
    path: "/api/admin/listings",
    tag,
    summary: "List listings in every status",
    description: "Newest first; search matches titles.",
    access: "admin",
    query: adminListingsQuery,
    replies: {
      200: {
        description: "A page of listings and the counts by status",
        schema: pageOf(adminListingRow, { stats: adminListingStats }),
      },
    },
  },
  {
    method: "post",
    path: "/api/admin/listings",
    tag,
    summary: "Create a listing",
    description:
      "A DRAFT with a slug from its title and city. Unknown fields are refused (constraint unknown_field); amenityIds must name existing amenities (unknown_amenity).",
    access: "admin",
    body: createListingBody,
    replies: { 201: { description: "The new listing", schema: dataOf(adminListing) } },
  },
  {
    method: "get",
    path: "/api/admin/listings/{id}",
    tag,
    summary: "Read a listing for editing",
    access: "admin",
    params: listingIdPath,
    replies: { 200: { description: "The listing", schema: dataOf(adminListing) } },
    errors: ["NOT_FOUND"],
  },
  {
    method: "patch",
    path: "/api/admin/listings/{id}",
    tag,
    summary: "Change a listing",
    description:
      "Any subset of the writable fields, including status (DRAFT → PENDING_REVIEW | PUBLISHED | ARCHIVED; PENDING_REVIEW → DRAFT | PUBLISHED | ARCHIVED; PUBLISHED → DRAFT | ARCHIVED; ARCHIVED → DRAFT). Publishing needs an image (constraint requires_image) and sets publishedAt.",
    access: "admin",
    params: listingIdPath,
    body: updateListingBody,
    replies: { 200: { description: "The listing after the change", schema: dataOf(adminListing) } },
    errors: ["NOT_FOUND", "INVALID_TRANSITION", "LISTING_HAS_ACTIVE_BOOKINGS"],
  },
  {
    method: "delete",
    path: "/api/admin/listings/{id}",
    tag,
    summary: "Archive a listing",
    description: "Hidden everywhere, kept for booking history; refused while bookings are active.",
    access: "admin",
    params: listingIdPath,
    replies: { 200: { description: "Archived", schema: dataOf(archivedListing) } },
    errors: ["NOT_FOUND", "LISTING_HAS_ACTIVE_BOOKINGS"],
  },
  {
    method: "get",
    path: "/api/admin/listings/{id}/images",
    tag,
    summary: "List a listing's images",
    access: "admin",
    params: listingImagesPath,
    replies: { 200: { description: "The images in display order", schema: images } },
    errors: ["NOT_FOUND"],
  },
  {
    method: "post",
    path: "/api/admin/listings/{id}/images",
    tag,
    summary: "Upload images",
    description:
      "Added after the listing's last image; the first image of a listing becomes primary. Files are checked before anything is stored.",
    access: "admin",
    params: listingImagesPath,
    body: imageUpload,
    bodyType: "multipart/form-data",
    replies: { 201: { description: "The images added", schema: images } },
    errors: ["NOT_FOUND", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "SERVICE_UNAVAILABLE"],
  },
  {
    method: "put",
    path: "/api/admin/listings/{id}/images/order",
    tag,
    summary: "Reorder images",
    description: "imageIds must list every image of the listing once (constraint exact_set).",
    access: "admin",
    params: listingImagesPath,
    body: reorderImagesBody,
    replies: { 200: { description: "The images in their new order", schema: images } },
    errors: ["NOT_FOUND"],
  },
  {
    method: "patch",
    path: "/api/admin/listings/{id}/images/{imageId}",
    tag,
    summary: "Change an image",
    description:
      "Alt text, or making it the primary image (the primary can only be replaced, not unset).",
    access: "admin",
    params: listingImagePath,
    body: updateImageBody,
    replies: { 200: { description: "The image", schema: dataOf(adminImage) } },
    errors: ["NOT_FOUND"],
  },
  {
    method: "delete",
    path: "/api/admin/listings/{id}/images/{imageId}",
    tag,
    summary: "Delete an image",
    description: "The rest are renumbered; deleting the primary promotes the new first image.",
    access: "admin",
    params: listingImagePath,
    replies: { 200: { description: "The remaining images", schema: images } },
    errors: ["NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/admin/listings/{id}/calendar",
    tag,
    summary: "A listing's occupied nights",
    description: "Booked, held and blocked nights of [from, to).",
    access: "admin",
    params: listingIdPath,
    query: calendarQuery,
    replies: {
      200: { description: "The nights, in order", schema: dataOf(z.array(calendarNight)) },
    },
    errors: ["NOT_FOUND"],
  },
  {
    method: "post",
    path: "/api/admin/listings/{id}/blocked-nights",
    tag,
    summary: "Block nights",
    description:
      "Blocks every night of [from, to), not in the past. Fails as a whole when any night is held, booked or blocked.",
    access: "admin",
    params: listingIdPath,
    body: blockNightsBody,
    replies: { 201: { description: "The nights blocked", schema: dataOf(blockedNights) } },
    errors: ["NOT_FOUND", "DATES_UNAVAILABLE"],
  },
  {
    method: "delete",
    path: "/api/admin/listings/{id}/blocked-nights",
    tag,
    summary: "Unblock nights",
    description: "Removes the admin blocks of [from, to); nights of bookings are never touched.",
    access: "admin",
    params: listingIdPath,
    body: unblockNightsBody,
    replies: { 200: { description: "The nights unblocked", schema: dataOf(unblockedNights) } },
    errors: ["NOT_FOUND"],
  },
];
