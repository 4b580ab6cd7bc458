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
