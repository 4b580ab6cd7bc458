import { z } from "zod";

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasMore: boolean;
}

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

export function pageRequest(page: number, limit: number): PageRequest {
  return { page, limit, offset: (page - 1) * limit };
}

export function paginationOf(request: { page: number; limit: number }, total: number): Pagination {
  return {
    page: request.page,
    limit: request.limit,
    total,
    totalPages: Math.ceil(total / request.limit),
    hasMore: request.page * request.limit < total,
  };
}

/**
 * The total of a list whose page query also counts every match (`count(*) over ()` on each
 * row): the first row's count; with no row, none on the first page, or past the last page
 * what the separate count says.
 */
export async function totalOfCountedPage(
  firstRowMatches: number | null | undefined,
  page: PageRequest,
  countAlone: () => Promise<number>,
): Promise<number> {
  if (firstRowMatches !== undefined && firstRowMatches !== null) return firstRowMatches;
  return page.offset === 0 ? 0 : countAlone();
}
