// The host's side: the host profile, a listing sent for review, an admin's review.
import { z } from "zod";
import { LISTING_STATUSES } from "@/lib/enums";
import { recordId, timestamp } from "./common";

export const hostProfile = z
  .object({
    role: z.literal("HOST"),
    profile: z.object({
      displayName: z.string(),
      phone: z.string(),
      bio: z.string(),
      createdAt: timestamp.meta({ description: "Hosting since" }),
    }),
  })
  .meta({ id: "HostProfile" });

export const submittedListing = z.object({
  id: recordId,
  status: z.literal("PENDING_REVIEW"),
});

export const reviewedListing = z.object({
  id: recordId,
  status: z.enum(LISTING_STATUSES).meta({ description: "PUBLISHED when approved, DRAFT when not" }),
  reviewNote: z.string().nullable(),
});
