// Who edits a listing's images and calendar, and how their hold on it is checked: an admin
// edits every listing; a host only their own (403 FORBIDDEN for another host's). The admin's
// and the host's routes are built from one declaration each (lib/api/listing-routes).
import type { DbOrTx } from "@/db/client";
import type { TagName } from "@/lib/openapi/tags";
import { assertOwnListing } from "@/lib/server/host/own-listing";

export type EditorKind = "admin" | "host";

export interface ListingEditor {
  auth: EditorKind;
  tag: TagName;
  /** Added to every description: who may use the route on which listing. */
  scope: string;
  /** Throws unless the caller may edit the listing; a missing listing is left to the service. */
  assertMayEdit(db: DbOrTx, editor: { callerId: string; listingId: string }): Promise<void>;
}

export const EDITORS: Record<EditorKind, ListingEditor> = {
  admin: {
    auth: "admin",
    tag: "Admin: listings",
    scope: "",
    assertMayEdit: async () => {},
  },
  host: {
    auth: "host",
    tag: "Hosting",
    scope: " Another host's listing is 403 FORBIDDEN.",
    assertMayEdit: (db, { callerId, listingId }) =>
      assertOwnListing(db, { hostId: callerId, listingId }),
  },
};
