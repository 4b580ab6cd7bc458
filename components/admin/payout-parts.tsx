import { Badge } from "@/components/badge";
import { PAYOUT_STATUS } from "@/components/format/labels";
import type { PayoutStatus } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { plural } from "@/lib/words";
import { StatCard } from "./ui";

// What the host's and the admin's payout pages share: the balances by state, a payout's
// status, when an earning becomes payable.

export interface Balances {
  pending: string;
  available: string;
  inFlight: string;
  paid: string;
}

/** When a booking's earning becomes available: "24 hours after the check-in day begins". */
export function availableWhen(delayHours: number): string {
  return delayHours === 0
    ? "when the check-in day begins"
    : `${plural(delayHours, "hour")} after the check-in day begins`;
}

/** Pending, available, in flight and paid: four figures of a <dl>, under a heading. */
export function BalanceCards({
  id,
  title,
  hideTitle = false,
  balances,
  pendingDetail,
  availableDetail,
}: {
  id: string;
  title: string;
  hideTitle?: boolean;
  balances: Balances;
  pendingDetail?: string;
  availableDetail?: string;
}) {
  return (
    <section aria-labelledby={id} className="mb-6">
      <h2 id={id} className={hideTitle ? "sr-only" : "mb-3 text-lg font-semibold text-ink-900"}>
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Pending"
          value={formatGhs(balances.pending)}
          detail={pendingDetail}
          accent="gold"
        />
        <StatCard
          label="Available"
          value={formatGhs(balances.available)}
          detail={availableDetail}
        />
        <StatCard
          label="In flight"
          value={formatGhs(balances.inFlight)}
          detail="In a transfer not yet settled"
          accent="ink"
        />
        <StatCard label="Paid" value={formatGhs(balances.paid)} accent="clay" />
      </dl>
    </section>
  );
}

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <Badge tone={PAYOUT_STATUS[status].tone}>{PAYOUT_STATUS[status].label}</Badge>;
}
