import type { Metadata } from "next";
import { DataTable } from "@/components/admin/data-table";
import { EmailAddress } from "@/components/admin/email-address";
import { FilterBar, StatusFilter } from "@/components/admin/filter-bar";
import { ListTable } from "@/components/admin/list-table";
import { PayoutHold } from "@/components/admin/payout-hold";
import { BalanceCards, PayoutStatusBadge } from "@/components/admin/payout-parts";
import { activeFilters, enumParam } from "@/components/admin/query";
import { PageHeader, Panel } from "@/components/admin/ui";
import { Badge } from "@/components/badge";
import { choicesOf, PAYOUT_STATUS } from "@/components/format/labels";
import { getDb } from "@/db/client";
import { formatDate, formatDateTime, isoOf } from "@/lib/date-format";
import { PAYOUT_STATUSES } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { listAdminPayouts } from "@/lib/server/admin/payouts/list-payouts";
import { type AdminListProps, adminListRequest } from "../list-request";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Payouts" };

const PAGE_SIZE = 20;

export default async function AdminPayoutsPage({ searchParams }: AdminListProps) {
  const { raw, page, request } = await adminListRequest(searchParams, PAGE_SIZE);
  const status = enumParam(raw.status, PAYOUT_STATUSES);
  const { params, anyFilter } = activeFilters({ status });
  const { items, total, hosts, owed } = await listAdminPayouts(getDb(), {
    status,
    page: request,
  });

  return (
    <>
      <PageHeader
        title="Payouts"
        description="What hosts have earned and what has been sent to them. Each host's available balance is paid out by the maintenance job; hold a host's payouts to stop new ones."
      />

      <BalanceCards
        id="owed-heading"
        title="Owed to hosts"
        balances={owed}
        pendingDetail="Before check-in and the delay"
        availableDetail="Due in the next payout run"
      />

      <Panel
        title="Hosts"
        className="mb-6"
        description="Every host with earnings, by name, and whether their payouts are held."
      >
        <DataTable
          id="payout-hosts-caption"
          caption="Hosts' balances"
          columns={[
            { label: "Host", className: "font-semibold" },
            { label: "Pending", align: "right", className: "tabular-nums md:whitespace-nowrap" },
            {
              label: "Available",
              align: "right",
              className: "tabular-nums md:whitespace-nowrap",
            },
            {
              label: "In flight",
              align: "right",
              className: "tabular-nums md:whitespace-nowrap",
            },
            { label: "Paid", align: "right", className: "tabular-nums md:whitespace-nowrap" },
            { label: "Payouts" },
            { label: "Action" },
          ]}
          empty="No host has earned anything yet."
          rows={hosts.map((host) => ({
            key: host.hostId,
            cells: [
              host.hostName,
              formatGhs(host.pending),
              formatGhs(host.available),
              formatGhs(host.inFlight),
              formatGhs(host.paid),
              host.held ? (
                <div key="held">
                  <Badge tone="negative">Held</Badge>
                  <span className="mt-1 block text-xs text-ink-700">
                    Since <time dateTime={isoOf(host.held.at)}>{formatDateTime(host.held.at)}</time>
                    : {host.held.reason}
                  </span>
                </div>
              ) : (
                <Badge key="held" tone="positive">
                  Active
                </Badge>
              ),
              <PayoutHold
                key="hold"
                hostId={host.hostId}
                hostName={host.hostName}
                held={host.held !== null}
              />,
            ],
          }))}
        />
      </Panel>

      <h2 className="mb-3 text-lg font-semibold text-ink-900">Payouts</h2>
      <FilterBar
        action="/admin/payouts"
        label="Filter payouts"
        clearHref={anyFilter ? "/admin/payouts" : undefined}
      >
        <StatusFilter value={status} options={choicesOf(PAYOUT_STATUSES, PAYOUT_STATUS)} />
      </FilterBar>
      <ListTable
        id="payouts-caption"
        caption="Payouts"
        noun={["payout", "payouts"]}
        columns={[
          { label: "Date", className: "md:whitespace-nowrap" },
          { label: "Host" },
          { label: "Amount", align: "right", className: "md:whitespace-nowrap tabular-nums" },
          { label: "Status" },
          { label: "Attempts", align: "right", className: "tabular-nums" },
          { label: "Why it failed", className: "text-ink-700" },
          { label: "Reference", className: "font-mono text-xs break-all text-ink-600" },
        ]}
        list={{ page, pageSize: PAGE_SIZE, total, params, anyFilter }}
        pages={{ path: "/admin/payouts", label: "Payout pages" }}
        empty={{ filtered: "No payout has this status.", none: "No payouts yet." }}
        rows={items.map((payout) => ({
          key: payout.reference,
          className: "hover:bg-sand-50",
          cells: [
            <time key="date" dateTime={isoOf(payout.createdAt)}>
              {formatDate(payout.createdAt)}
            </time>,
            <>
              {payout.host.name}
              <EmailAddress
                email={payout.host.email}
                className="block text-xs text-ink-600 md:max-w-52"
              />
            </>,
            formatGhs(payout.amount),
            <PayoutStatusBadge key="status" status={payout.status} />,
            String(payout.attempts),
            payout.failureReason ?? "—",
            payout.reference,
          ],
        }))}
      />
    </>
  );
}
