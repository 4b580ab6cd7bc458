import { favoritesQuery, listingIdParams, toggleFavoriteBody } from "@/lib/schemas/catalog";
import type { Operation } from "../operation";
import { favorite, favoriteCheck, favoriteToggle } from "../responses/catalog";
import { dataOf, pageOf } from "../responses/common";

export const favoriteOperations: Operation[] = [
  {
    method: "post",
    path: "/api/favorites/toggle",
    tag: "Favorites",
    summary: "Add or remove a favorite",
    access: "user",
    body: toggleFavoriteBody,
    replies: { 200: { description: "The state after the toggle", schema: dataOf(favoriteToggle) } },
    errors: ["NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/favorites",
    tag: "Favorites",
    summary: "List favorites",
    description: "Favorites of published listings, newest first.",
    access: "user",
    query: favoritesQuery,
    replies: { 200: { description: "A page of favorites", schema: pageOf(favorite) } },
  },
  {
    method: "get",
    path: "/api/favorites/check/{listingId}",
    tag: "Favorites",
    summary: "Whether a listing is a favorite",
    access: "user",
    params: listingIdParams,
    replies: { 200: { description: "The answer", schema: dataOf(favoriteCheck) } },
  },
];
