import { z } from "zod";
import {
  availabilityQuery,
  featuredQuery,
  listListingsQuery,
  searchQuery,
  slugParams,
} from "@/lib/schemas/catalog";
import type { Operation } from "../operation";
import {
  availability,
  destination,
  featuredListing,
  listingDetail,
  listingSummary,
  searchResult,
} from "../responses/catalog";
import { dataOf, pageOf } from "../responses/common";

export const catalogOperations: Operation[] = [
  {
    method: "get",
    path: "/api/listings",
    tag: "Catalogue",
    summary: "List published listings",
    description:
      "Filters combine; region and city are exact, prices inclusive, bedrooms and guests minimums. With checkIn and checkOut, only listings free for every night of the stay. amenities is a comma-separated list of amenity ids, all required.",
    access: "public",
    query: listListingsQuery,
    replies: { 200: { description: "A page of listings", schema: pageOf(listingSummary) } },
  },
  {
    method: "get",
    path: "/api/listings/featured",
    tag: "Catalogue",
    summary: "Featured listings",
    description: "Published featured listings, newest published first.",
    access: "public",
    query: featuredQuery,
    replies: {
      200: { description: "The featured listings", schema: dataOf(z.array(featuredListing)) },
    },
  },
  {
    method: "get",
    path: "/api/listings/search",
    tag: "Catalogue",
    summary: "Search listings",
    description:
      "Full-text search over titles, places, highlights and descriptions: every word must match, as a prefix, an English stem or a near-miss of a known word (Acra finds Accra). Ranked by relevance, then popularity.",
    access: "public",
    query: searchQuery,
    replies: { 200: { description: "The best matches", schema: dataOf(z.array(searchResult)) } },
  },
  {
    method: "get",
    path: "/api/listings/{slug}",
    tag: "Catalogue",
    summary: "Read a listing",
    access: "public",
    params: slugParams,
    paramsAreLookups: true,
    replies: { 200: { description: "The listing", schema: dataOf(listingDetail) } },
    errors: ["NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/listings/{slug}/availability",
    tag: "Catalogue",
    summary: "Check availability and price a stay",
    description:
      "A stay is 1 to 365 nights from checkIn (not in the past) to checkOut; the check-out day itself is free.",
    access: "public",
    params: slugParams,
    paramsAreLookups: true,
    query: availabilityQuery,
    replies: { 200: { description: "Taken nights, or the price", schema: dataOf(availability) } },
    errors: ["NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/destinations",
    tag: "Catalogue",
    summary: "List destinations",
    access: "public",
    replies: {
      200: {
        description: "Destinations with their published listing counts",
        schema: dataOf(z.array(destination)),
      },
    },
  },
];
