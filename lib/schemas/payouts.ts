import { z } from "zod";
import { PAYOUT_METHOD_TYPES, PAYOUT_STATUSES } from "@/lib/enums";
import { paginationQuery } from "./pagination";

/** GET /api/host/payout-banks: the mobile-money providers, or the GhIPSS banks. */
export const payoutBanksQuery = z.object({ type: z.enum(PAYOUT_METHOD_TYPES) });

/** PUT /api/host/payout-method. A wallet's number as Ghana writes it (024…), a bank's digits. */
export const payoutMethodBody = z.strictObject({
  type: z.enum(PAYOUT_METHOD_TYPES),
  bankCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,20}$/)
    .meta({ examples: ["MTN"] }),
  accountNumber: z
    .string()
    .regex(/^\d{6,20}$/)
    .meta({ description: "Digits only", examples: ["0241234567"] }),
  accountName: z.string().trim().min(2).max(100),
});
export type PayoutMethodInput = z.output<typeof payoutMethodBody>;

export const hostMoneyQuery = z.object({ ...paginationQuery({ defaultLimit: 20, maxLimit: 100 }) });

/** GET /api/admin/payouts. */
export const adminPayoutsQuery = z.object({
  status: z.enum(PAYOUT_STATUSES).optional(),
  ...paginationQuery({ defaultLimit: 20, maxLimit: 100 }),
});

/** PATCH /api/admin/hosts/{id}/payouts: hold (with the reason) or release a host's payouts. */
export const holdPayoutsBody = z
  .strictObject({
    held: z.boolean(),
    reason: z.string().trim().max(500).optional(),
  })
  .superRefine((body, context) => {
    if (body.held && !body.reason) {
      context.addIssue({
        code: "custom",
        path: ["reason"],
        message: "Say why the payouts are held",
        params: { constraint: "required" },
      });
    }
  });
