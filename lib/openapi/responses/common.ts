// Building blocks of the documented response bodies: what handlers really send once JSON has
// serialised them (dates as ISO strings, money as two-decimal strings). Documentation only:
// no handler parses its output with these.
import { z } from "zod";
import type { ErrorCode } from "@/lib/errors";

export const recordId = z.string().min(1).meta({ description: "Record id (CUID2)" });

export const timestamp = z.iso
  .datetime()
  .meta({ id: "Timestamp", description: "ISO 8601 UTC date-time" });

export const calendarDate = z.iso
  .date()
  .meta({ id: "CalendarDate", description: "Calendar date, YYYY-MM-DD" });

export const money = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .meta({ id: "Money", description: 'Exact amount with two decimals, e.g. "850.00"' });

export const bookingReference = z
  .string()
  .regex(/^BK-[A-Z2-9]{8}$/)
  .meta({ id: "BookingReference", description: "Booking reference, e.g. BK-7K3M9QXA" });

export const paymentReference = z
  .string()
  .regex(/^BK-[A-Z2-9]{8}(-\d+)?$/)
  .meta({
    id: "PaymentReference",
    description: "Payment reference: the booking reference, then <reference>-<n>",
  });

export const count = z.number().int().min(0);

export const pagination = z
  .object({
    page: z.number().int().min(1),
    limit: z.number().int().min(1).meta({ description: "After clamping to the list's maximum" }),
    total: count,
    totalPages: count,
    hasMore: z.boolean(),
  })
  .meta({ id: "Pagination" });

/** `{ data }`: every success body but the webhook's acknowledgement. */
export const dataOf = <Schema extends z.ZodType>(data: Schema) => z.object({ data });

/** `{ data: [...], pagination }`, plus list-wide figures some lists add (e.g. `stats`). */
export const pageOf = <Item extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(
  item: Item,
  extra?: Extra,
) => z.object({ data: z.array(item), pagination, ...extra });

const errorDetails = z
  .looseObject({
    field: z.string().optional(),
    constraint: z.string().optional(),
    issues: z
      .array(z.object({ field: z.string(), constraint: z.string(), message: z.string() }))
      .optional(),
  })
  .meta({
    id: "ErrorDetails",
    description:
      "For validation errors: the first problem as field and constraint, every problem in issues. Other codes may carry their own keys (e.g. limit, from, to).",
  });

/** The error shape of every /api error, with `code` narrowed to the codes given. */
export const errorBodyOf = (codes: readonly [ErrorCode, ...ErrorCode[]]) =>
  z.object({
    error: z.object({
      code: z.enum(codes),
      message: z.string(),
      details: errorDetails.optional(),
    }),
  });
