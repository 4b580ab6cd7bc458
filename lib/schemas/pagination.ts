import { z } from "zod";

const positiveInteger = (field: string) =>
  z
    .string()
    .regex(/^\d+$/, `${field} must be a positive whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${field} must be at least 1`));

/**
 * `page` and `limit` query fields: page defaults to 1; limit defaults per list and is
 * clamped to the list's maximum (decisions.md); anything non-numeric or below 1 is a 400.
 */
export function paginationQuery(options: { defaultLimit: number; maxLimit: number }) {
  return {
    page: positiveInteger("page")
      .optional()
      .default(1)
      .meta({ description: "Page number, from 1 (default 1)" }),
    limit: positiveInteger("limit")
      .optional()
      .transform((limit) => Math.min(limit ?? options.defaultLimit, options.maxLimit))
      .meta({
        description: `Items per page (default ${options.defaultLimit}, at most ${options.maxLimit}; more is clamped)`,
      }),
  };
}
