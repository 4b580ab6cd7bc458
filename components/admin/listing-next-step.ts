// The banner above a listing just created: what to do next, following the listing's current
// status (the page is refreshed after every status change), so it is gone once published.

import type { ListingStatus } from "@/lib/enums";

export interface NextStep {
  title: string;
  /** Whether the next step is adding an image (the banner links to the images). */
  needsImage: boolean;
}

export function listingNextStep(input: {
  /** The page was reached right after creating the listing (`?created=1`). */
  created: boolean;
  status: ListingStatus;
  imageCount: number;
}): NextStep | null {
  if (!input.created || input.status !== "DRAFT") return null;
  return { title: "Listing created as a draft", needsImage: input.imageCount === 0 };
}
