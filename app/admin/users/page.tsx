import type { Metadata } from "next";
import {
  activeFilters,
  enumParam,
  pageCount,
  pageParam,
  type RawSearchParams,
  rangeText,
  textParam,
} from "@/components/admin/query";
import { RoleSelect } from "@/components/admin/role-select";
import {
  DataTable,
  EmptyRow,
  FilterBar,
  FilterField,
  FilterSelect,
  inputClass,
  PageHeader,
  tdClass,
} from "@/components/admin/ui";
import { Badge } from "@/components/badge";
import { Pagination } from "@/components/catalog/pagination";
import { formatDate, isoOf } from "@/components/format/dates";
import { ROLE } from "@/components/format/labels";
import { formatCount, personName } from "@/components/format/words";
import { getDb } from "@/db/client";
import { pageRequest } from "@/lib/api/pagination";
import { ROLES } from "@/lib/enums";
import { roleChoices } from "@/lib/role-grants";
import { listAdminUsers } from "@/lib/server/admin/users/list-users";
import { requireAdminPage } from "@/lib/server/session";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Users" };

const PAGE_SIZE = 20;

export default async function AdminUsersPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>;
}) {
  const actor = await requireAdminPage();
  const raw = await searchParams;
  const role = enumParam(raw.role, ROLES);
  const search = textParam(raw.search);
  const page = pageParam(raw.page);
  const { items, total } = await listAdminUsers(
    getDb(),
    { role, search },
    pageRequest(page, PAGE_SIZE),
  );
  const { params, anyFilter } = activeFilters({ role, search });
  const totalPages = pageCount(total, PAGE_SIZE);

  return (
    <>
      <PageHeader
        title="Users"
        description={
          actor.role === "SUPER_ADMIN"
            ? "Everyone with an account. As a super administrator you can give anyone else any role."
            : "Everyone with an account. As an administrator you can move guests and hosts between those two roles."
        }
      />

      <FilterBar
        action="/admin/users"
        label="Find users"
        clearHref={anyFilter ? "/admin/users" : undefined}
      >
        <FilterField id="filter-search" label="Name or e-mail" className="w-full sm:w-72">
          <input
            id="filter-search"
            name="search"
            type="search"
            defaultValue={search ?? ""}
            placeholder="e.g. ama or @example.com"
            className={inputClass}
          />
        </FilterField>
        <FilterSelect
          id="filter-role"
          label="Role"
          className="w-full min-[420px]:w-52"
          name="role"
          value={role}
          anyLabel="Any role"
          options={ROLES.map((value) => ({ value, label: ROLE[value].label }))}
        />
      </FilterBar>

      <section
        aria-labelledby="users-caption"
        className="rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6"
      >
        <p className="mb-3 text-sm font-semibold text-ink-700">
          {rangeText(page, PAGE_SIZE, total, ["user", "users"])}
        </p>
        <DataTable
          id="users-caption"
          caption={<>Users{anyFilter ? ", filtered" : ""}, newest first</>}
          columns={[
            { label: "User" },
            { label: "Role" },
            { label: "Bookings", align: "right" },
            { label: "Favorites", align: "right" },
            { label: "Joined" },
          ]}
        >
          {items.length === 0 ? (
            <EmptyRow colSpan={5}>
              {anyFilter ? "Nobody matches these filters." : "No users yet."}
            </EmptyRow>
          ) : (
            items.map((user) => {
              const { choices, why } = roleChoices(actor, user);
              return (
                <tr key={user.id} className="hover:bg-sand-50">
                  <th scope="row" className={`${tdClass} font-normal`}>
                    <span className="block font-semibold">
                      {personName(user.profile, "—")}
                      {user.id === actor.id ? (
                        <span className="ml-2 text-xs font-normal text-ink-600">(you)</span>
                      ) : null}
                    </span>
                    <span className="block text-ink-700">{user.email}</span>
                  </th>
                  <td className={tdClass}>
                    {choices.length > 0 ? (
                      <RoleSelect
                        userId={user.id}
                        email={user.email}
                        role={user.role}
                        choices={choices}
                      />
                    ) : (
                      <>
                        <Badge tone={ROLE[user.role].tone}>{ROLE[user.role].label}</Badge>
                        <span className="mt-1 block w-52 text-xs whitespace-normal text-ink-600">
                          {why}
                        </span>
                      </>
                    )}
                  </td>
                  <td className={`${tdClass} text-right tabular-nums`}>
                    {formatCount(user._count.bookings)}
                  </td>
                  <td className={`${tdClass} text-right tabular-nums`}>
                    {formatCount(user._count.favorites)}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap text-ink-600`}>
                    <time dateTime={isoOf(user.createdAt)}>{formatDate(user.createdAt)}</time>
                  </td>
                </tr>
              );
            })
          )}
        </DataTable>
        <Pagination
          page={page}
          totalPages={totalPages}
          path="/admin/users"
          params={params}
          label="User pages"
        />
      </section>
    </>
  );
}
