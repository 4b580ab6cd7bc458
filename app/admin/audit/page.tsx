import type { Metadata } from "next";
import Link from "next/link";
import { EmailAddress } from "@/components/admin/email-address";
import { FilterBar, FilterField, FilterSelect, inputClass } from "@/components/admin/filter-bar";
import { ListTable } from "@/components/admin/list-table";
import { activeFilters, enumParam, idParam } from "@/components/admin/query";
import { JsonDetails, PageHeader } from "@/components/admin/ui";
import { choicesOf } from "@/components/format/labels";
import { phoneTapTarget, tableLink } from "@/components/link-styles";
import { getDb } from "@/db/client";
import { formatDateTime, isoOf } from "@/lib/date-format";
import { listAuditLog } from "@/lib/server/admin/support/list-audit-log";
import { humanize } from "@/lib/words";
import { type AdminListProps, adminListRequest } from "../list-request";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Audit log" };

const PAGE_SIZE = 25;

const ENTITY_TYPES = ["listing", "listing_image", "blocked_nights", "booking", "user"] as const;
const ENTITY_LABELS: Record<(typeof ENTITY_TYPES)[number], string> = {
  listing: "Listings",
  listing_image: "Listing images",
  blocked_nights: "Blocked nights",
  booking: "Bookings",
  user: "Users",
};

/** Where an entry's record can be seen, when the dashboard has a page for it. */
function recordHref(entityType: string, entityId: string): string | null {
  if (entityType === "listing" || entityType === "blocked_nights") {
    return `/admin/listings/${entityId}`;
  }
  return null;
}

export default async function AdminAuditPage({ searchParams }: AdminListProps) {
  const { raw, page, request } = await adminListRequest(searchParams, PAGE_SIZE);
  const entityType = enumParam(raw.entityType, ENTITY_TYPES);
  const entityId = idParam(raw.entityId);
  const { items, total } = await listAuditLog(getDb(), {
    filters: { entityType, entityId },
    page: request,
  });
  const { params, anyFilter } = activeFilters({ entityType, entityId });

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change an administrator made: who, what, when, and the record before and after."
      />

      <FilterBar
        action="/admin/audit"
        label="Filter the audit log"
        clearHref={anyFilter ? "/admin/audit" : undefined}
      >
        <FilterSelect
          id="filter-entity"
          label="Kind of record"
          className="w-full min-[420px]:w-56"
          name="entityType"
          value={entityType}
          anyLabel="Every kind"
          options={choicesOf(ENTITY_TYPES, ENTITY_LABELS)}
        />
        <FilterField id="filter-entity-id" label="Record id" className="w-full sm:w-72">
          <input
            id="filter-entity-id"
            name="entityId"
            defaultValue={entityId ?? ""}
            placeholder="e.g. a listing id"
            autoComplete="off"
            spellCheck={false}
            className={`${inputClass} font-mono`}
          />
        </FilterField>
      </FilterBar>

      <ListTable
        id="audit-caption"
        caption="Audit log entries"
        noun={["entry", "entries"]}
        columns={[
          { label: "When", className: "font-normal md:whitespace-nowrap text-ink-600" },
          { label: "Who" },
          { label: "Action" },
          { label: "Record" },
          { label: "Change", className: "md:min-w-40" },
        ]}
        list={{ page, pageSize: PAGE_SIZE, total, params, anyFilter }}
        pages={{ path: "/admin/audit", label: "Audit log pages" }}
        empty={{
          filtered: "No entries match these filters.",
          none: "No administrator changes yet.",
        }}
        rows={items.map((entry) => {
          const href = recordHref(entry.entityType, entry.entityId);
          return {
            key: entry.id,
            cells: [
              <time key="when" dateTime={isoOf(entry.createdAt)}>
                {formatDateTime(entry.createdAt)}
              </time>,
              entry.actor ? (
                <>
                  <span className="font-medium">{entry.actor.name}</span>
                  {entry.actor.name !== entry.actor.email ? (
                    <EmailAddress
                      email={entry.actor.email}
                      className="block text-xs text-ink-600"
                    />
                  ) : null}
                </>
              ) : (
                <span key="who" className="text-ink-600">
                  A deleted account
                </span>
              ),
              <>
                <span className="font-medium">{humanize(entry.action)}</span>
                <span className="block font-mono text-xs text-ink-600">{entry.action}</span>
              </>,
              <>
                <span className="block">{humanize(entry.entityType)}</span>
                <span className="flex flex-wrap items-center gap-x-2 font-mono text-xs">
                  {href ? (
                    <Link href={href} className={tableLink}>
                      {entry.entityId}
                    </Link>
                  ) : (
                    <span className="text-ink-700">{entry.entityId}</span>
                  )}
                  <Link
                    href={`/admin/audit?entityType=${entry.entityType}&entityId=${entry.entityId}`}
                    className={`font-sans text-ink-600 underline underline-offset-2 hover:text-ink-900 ${phoneTapTarget}`}
                    aria-label={`Only entries of ${humanize(entry.entityType).toLowerCase()} ${entry.entityId}`}
                  >
                    only this
                  </Link>
                </span>
              </>,
              <>
                {entry.before !== null && entry.before !== undefined ? (
                  <JsonDetails summary="Before" value={entry.before} />
                ) : null}
                {entry.after !== null && entry.after !== undefined ? (
                  <JsonDetails summary="After" value={entry.after} />
                ) : null}
              </>,
            ],
          };
        })}
      />
    </>
  );
}
