import { pageParam, type RawSearchParams } from "@/components/admin/query";
import { requireAdminPage } from "@/lib/api/session";
import { pageRequest } from "@/lib/pagination";

export interface AdminListProps {
  searchParams: Promise<RawSearchParams>;
}

/** An admin list page's request: the signed-in admin, the address's params and its page. */
export async function adminListRequest(
  searchParams: AdminListProps["searchParams"],
  pageSize: number,
) {
  const admin = await requireAdminPage();
  const raw = await searchParams;
  const page = pageParam(raw.page);
  return { admin, raw, page, pageSize, request: pageRequest(page, pageSize) };
}
