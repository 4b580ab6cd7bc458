import type { Metadata } from "next";
import { BookingLink } from "@/components/admin/booking-link";
import { ListTable } from "@/components/admin/list-table";
import { availableWhen, BalanceCards, PayoutStatusBadge } from "@/components/admin/payout-parts";
import { pageParam, type RawSearchParams } from "@/components/admin/query";
import { Fact, Notice, PageHeader, Panel } from "@/components/admin/ui";
import { Badge } from "@/components/badge";
import { EARNING_STATUS, PAYOUT_METHOD_TYPE_LABELS } from "@/components/format/labels";
import { type PayoutBankChoice, PayoutMethodForm } from "@/components/host/payout-method-form";
import { getDb } from "@/db/client";
import { requireHostPage } from "@/lib/api/session";
import { formatDate, isoOf } from "@/lib/date-format";
import type { PayoutMethodType } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { pageRequest } from "@/lib/pagination";
import { config } from "@/lib/platform/config";
import { payoutProvider } from "@/lib/providers";
import { hostEarnings, hostPayouts } from "@/lib/server/payouts/host-earnings";
import { payoutBanks } from "@/lib/server/payouts/payout-banks";
import { getPayoutMethod } from "@/lib/server/payouts/payout-method";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Payouts" };

const PAGE_SIZE = 20;
/** The payouts list's page parameter; the earnings list has `page`. */
const PAYOUTS_PAGE = "payoutsPage";

/** A type's providers or banks, or null when the payment provider cannot be reached. */
async function banksOf(type: PayoutMethodType): Promise<PayoutBankChoice[] | null> {
  try {
    const banks = await payoutBanks({ provider: payoutProvider(), type });
    return banks.map(({ code, name }) => ({ code, name }));
  } catch {
    return null;
  }
}

export default async function HostPayoutsPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>;
}) {
  const host = await requireHostPage("/host/payouts");
  const raw = await searchParams;
  const earningsPage = pageParam(raw.page);
  const payoutsPage = pageParam(raw[PAYOUTS_PAGE]);
  const { PAYOUT_DELAY_HOURS, PAYOUT_MINIMUM_GHS } = config();
  const db = getDb();
  const [method, earnings, payouts, mobileMoney, ghipss] = await Promise.all([
    getPayoutMethod(db, { hostId: host.id }),
    hostEarnings(db, {
      hostId: host.id,
      page: pageRequest(earningsPage, PAGE_SIZE),
      delayHours: PAYOUT_DELAY_HOURS,
    }),
    hostPayouts(db, { hostId: host.id, page: pageRequest(payoutsPage, PAGE_SIZE) }),
    banksOf("mobile_money"),
    banksOf("ghipss"),
  ]);
  // Each list's page links keep the other list's page.
  const keepPayoutsPage: Record<string, string> =
    payoutsPage > 1 ? { [PAYOUTS_PAGE]: String(payoutsPage) } : {};
  const keepEarningsPage: Record<string, string> =
    earningsPage > 1 ? { page: String(earningsPage) } : {};

  return (
    <>
      <PageHeader
        title="Payouts"
        description={`What your bookings earn you and when it is paid: each booking's subtotal (Akwaaba keeps the guest's service fee and the taxes) becomes available ${availableWhen(PAYOUT_DELAY_HOURS)}, and is then sent to your wallet or bank account.`}
      />

      <BalanceCards
        id="payout-balances"
        title="Your balances"
        hideTitle
        balances={earnings.totals}
        pendingDetail={`Available ${availableWhen(PAYOUT_DELAY_HOURS)}`}
        availableDetail={`Paid out once it reaches ${formatGhs(PAYOUT_MINIMUM_GHS)}`}
      />

      <Panel
        title="Payout method"
        className="mb-6"
        description="Where your payouts are sent. A change applies to the next payout; one already on its way keeps its destination."
      >
        {method ? (
          <dl className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Fact label={PAYOUT_METHOD_TYPE_LABELS[method.type]}>{method.bankName}</Fact>
            <Fact label="Number">
              <span className="font-mono">•••• {method.accountNumberLast4}</span>
            </Fact>
            <Fact label="Account name">{method.accountName}</Fact>
            <Fact label="Checked">
              {method.verified ? (
                <Badge tone="positive">Verified</Badge>
              ) : (
                <Badge tone="neutral">Name not verified</Badge>
              )}
            </Fact>
          </dl>
        ) : (
          <div className="mb-6">
            <Notice title="Add where you want to be paid">
              Your earnings wait here until you add a mobile-money wallet or a bank account.
            </Notice>
          </div>
        )}
        <h3 className="mb-3 text-base font-semibold text-ink-900">
          {method ? "Change it" : "Add one"}
        </h3>
        <PayoutMethodForm
          banks={{ mobile_money: mobileMoney, ghipss }}
          defaultType={method?.type ?? "mobile_money"}
          changing={method !== null}
        />
      </Panel>

      <h2 className="mb-3 text-lg font-semibold text-ink-900">Earnings</h2>
      <ListTable
        id="host-earnings-caption"
        caption="Earnings by booking, by check-in"
        noun={["booking", "bookings"]}
        columns={[
          { label: "Booking", className: "font-semibold md:whitespace-nowrap" },
          { label: "Listing", className: "md:min-w-40" },
          { label: "Check-in", className: "md:whitespace-nowrap" },
          { label: "Subtotal", align: "right", className: "md:whitespace-nowrap tabular-nums" },
          {
            label: "Akwaaba's fee",
            align: "right",
            className: "md:whitespace-nowrap tabular-nums text-ink-600",
          },
          { label: "Refunded", align: "right", className: "md:whitespace-nowrap tabular-nums" },
          { label: "Net", align: "right", className: "md:whitespace-nowrap tabular-nums" },
          { label: "Status" },
        ]}
        list={{
          page: earningsPage,
          pageSize: PAGE_SIZE,
          total: earnings.total,
          params: keepPayoutsPage,
          anyFilter: false,
        }}
        pages={{ path: "/host/payouts", label: "Earnings pages" }}
        empty={{
          filtered: "No earnings on this page.",
          none: "No earnings yet: a booking earns you its subtotal once the guest has paid.",
        }}
        rows={earnings.items.map((earning) => ({
          key: earning.reference,
          className: "hover:bg-sand-50",
          cells: [
            <BookingLink key="reference" reference={earning.reference} base="/host/bookings" />,
            earning.listingTitle,
            <time key="check-in" dateTime={earning.checkIn}>
              {formatDate(earning.checkIn)}
            </time>,
            formatGhs(earning.subtotal),
            formatGhs(earning.platformFee),
            formatGhs(earning.refunded),
            <span key="net" className="font-semibold">
              {formatGhs(earning.net)}
            </span>,
            <Badge key="status" tone={EARNING_STATUS[earning.status].tone}>
              {EARNING_STATUS[earning.status].label}
            </Badge>,
          ],
        }))}
      />

      <h2 className="mt-8 mb-3 text-lg font-semibold text-ink-900">Payouts</h2>
      <ListTable
        id="host-payouts-caption"
        caption="Your payouts"
        noun={["payout", "payouts"]}
        columns={[
          { label: "Date", className: "md:whitespace-nowrap" },
          { label: "Amount", align: "right", className: "md:whitespace-nowrap tabular-nums" },
          { label: "Sent to" },
          { label: "Status" },
          { label: "Why it failed", className: "text-ink-700" },
        ]}
        list={{
          page: payoutsPage,
          pageSize: PAGE_SIZE,
          total: payouts.total,
          params: keepEarningsPage,
          anyFilter: false,
        }}
        pages={{ path: "/host/payouts", label: "Payout pages", param: PAYOUTS_PAGE }}
        empty={{
          filtered: "No payouts on this page.",
          none: "No payouts yet: what is available is sent by the next payout run.",
        }}
        rows={payouts.items.map((payout) => ({
          key: payout.reference,
          className: "hover:bg-sand-50",
          cells: [
            <time key="date" dateTime={isoOf(payout.createdAt)}>
              {formatDate(payout.createdAt)}
            </time>,
            formatGhs(payout.amount),
            <>
              {payout.destination.bankName}{" "}
              <span className="font-mono whitespace-nowrap">
                •••• {payout.destination.accountNumberLast4}
              </span>
            </>,
            <PayoutStatusBadge key="status" status={payout.status} />,
            payout.failureReason ?? "—",
          ],
        }))}
      />
    </>
  );
}
