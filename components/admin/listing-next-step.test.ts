import { describe, expect, it } from "vitest";
import type { ListingStatus } from "@/lib/enums";
import { listingNextStep } from "./listing-next-step";

describe("listingNextStep", () => {
  it.each<[boolean, ListingStatus, number, string | null, boolean | null]>([
    [true, "DRAFT", 0, "Listing created as a draft", true],
    [true, "DRAFT", 2, "Listing created as a draft", false],
    [true, "PUBLISHED", 1, null, null],
    [true, "PENDING_REVIEW", 1, null, null],
    [true, "ARCHIVED", 0, null, null],
    [false, "DRAFT", 0, null, null],
  ])("created %s, %s, %i images → %s", (created, status, imageCount, title, needsImage) => {
    const step = listingNextStep({ created, status, imageCount });
    expect(step?.title ?? null).toBe(title);
    expect(step?.needsImage ?? null).toBe(needsImage);
  });
});
