import type { Metadata } from "next";
import { EmailAddress } from "@/components/admin/email-address";
import { FilterBar, FilterSearch, FilterSelect } from "@/components/admin/filter-bar";
import { ListTable } from "@/components/admin/list-table";
import { activeFilters, enumParam, textParam } from "@/components/admin/query";
import { RoleSelect } from "@/components/admin/role-select";
import { PageHeader } from "@/components/admin/ui";
import { Badge } from "@/components/badge";
import { choicesOf, ROLE } from "@/components/format/labels";
import { getDb } from "@/db/client";
import { formatDate, isoOf } from "@/lib/date-format";
import { ROLES } from "@/lib/enums";
import { roleChoices } from "@/lib/role-grants";
import { listAdminUsers } from "@/lib/server/admin/users/list-users";
import { formatCount, personName } from "@/lib/words";
import { type AdminListProps, adminListRequest } from "../list-request";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Users" };

const PAGE_SIZE = 20;

export default async function AdminUsersPage({ searchParams }: AdminListProps) {
  const { admin: actor, raw, page, request } = await adminListRequest(searchParams, PAGE_SIZE);
  const role = enumParam(raw.role, ROLES);
  const search = textParam(raw.search);
  const { items, total } = await listAdminUsers(getDb(), {
    filters: { role, search },
    page: request,
  });
  const { params, anyFilter } = activeFilters({ role, search });

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
        <FilterSearch
          label="Name or e-mail"
          className="w-full sm:w-72"
          value={search}
          placeholder="e.g. ama or @example.com"
        />
        <FilterSelect
          id="filter-role"
          label="Role"
          className="w-full min-[420px]:w-52"
          name="role"
          value={role}
          anyLabel="Any role"
          options={choicesOf(ROLES, ROLE)}
        />
      </FilterBar>

      <ListTable
        id="users-caption"
        caption="Users"
        noun={["user", "users"]}
        columns={[
          { label: "User", className: "font-normal" },
          { label: "Role" },
          { label: "Bookings", align: "right", className: "tabular-nums" },
          { label: "Favorites", align: "right", className: "tabular-nums" },
          { label: "Joined", className: "md:whitespace-nowrap text-ink-600" },
        ]}
        list={{ page, pageSize: PAGE_SIZE, total, params, anyFilter }}
        pages={{ path: "/admin/users", label: "User pages" }}
        empty={{ filtered: "Nobody matches these filters.", none: "No users yet." }}
        rows={items.map((user) => {
          const { choices, why } = roleChoices(actor, user);
          return {
            key: user.id,
            className: "hover:bg-sand-50",
            cells: [
              <>
                <span className="block font-semibold">
                  {personName(user.profile, "—")}
                  {user.id === actor.id ? (
                    <span className="ml-2 text-xs font-normal text-ink-600">(you)</span>
                  ) : null}
                </span>
                <EmailAddress email={user.email} className="block text-ink-700" />
              </>,
              choices.length > 0 ? (
                <RoleSelect
                  key="role"
                  userId={user.id}
                  email={user.email}
                  role={user.role}
                  choices={choices}
                />
              ) : (
                <>
                  <Badge tone={ROLE[user.role].tone}>{ROLE[user.role].label}</Badge>
                  <span className="mt-1 block text-xs whitespace-normal text-ink-600 md:w-52">
                    {why}
                  </span>
                </>
              ),
              formatCount(user._count.bookings),
              formatCount(user._count.favorites),
              <time key="joined" dateTime={isoOf(user.createdAt)}>
                {formatDate(user.createdAt)}
              </time>,
            ],
          };
        })}
      />
    </>
  );
}
