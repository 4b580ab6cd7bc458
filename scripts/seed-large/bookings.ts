// A million bookings over two years with their payments, refunds, history and occupied nights.
// Each listing has SLOTS_PER_LISTING slots of SLOT_DAYS days and one stay of at most 7 nights
// starting within the first 29 days of each slot, so no two stays of a listing share a night.
import { BOOKING_REFERENCE_ALPHABET, BOOKING_REFERENCE_LENGTH } from "../../lib/references";
import {
  ADMINS,
  FIRST_SLOT_DAYS_AGO,
  LISTINGS,
  SLOT_DAYS,
  SLOTS_PER_LISTING,
  USERS,
} from "./sizes";
import { hash } from "./sql";
import type { Step } from "./step";

const BASE = BOOKING_REFERENCE_ALPHABET.length;

/**
 * A valid, unique booking reference for booking number `n`: n times a prime coprime to the
 * alphabet size, modulo base^8, is a bijection, written in the reference alphabet.
 */
export function referenceSql(n: string): string {
  const scrambled = `((${n})::bigint * 1000003 % ${BASE ** BOOKING_REFERENCE_LENGTH})`;
  const digits = Array.from(
    { length: BOOKING_REFERENCE_LENGTH },
    (_, i) =>
      `substr('${BOOKING_REFERENCE_ALPHABET}', 1 + (${scrambled} / ${BASE ** i} % ${BASE})::int, 1)`,
  );
  return `'BK-' || ${digits.join(" || ")}`;
}

const n = `((g - 1) * ${SLOTS_PER_LISTING} + k + 1)`;

// Past stays: 84 % completed, 2 % no-show, 14 % cancelled. Stays not yet over: 86 % confirmed,
// 10 % cancelled, 2 % pending with a live hold, 2 % pending with an expired one.
const bookings: Step = {
  label: "bookings",
  sql: `
    insert into bookings (id, reference, user_id, listing_id, status, check_in, check_out, nights,
      adults, children, price_per_night, subtotal, service_fee, taxes, total, guest_name,
      guest_email, guest_phone, hold_expires_at, confirmed_at, cancelled_at, cancel_reason,
      completed_at, created_at, updated_at)
    select 'B' || s.n, ${referenceSql("s.n")}, u.id, s.listing_id, s.status, s.check_in,
      s.check_in + s.nights, s.nights, s.adults, s.children, s.price, s.subtotal,
      round(s.subtotal * 0.10, 2), round(s.subtotal * 0.125, 2),
      s.subtotal + round(s.subtotal * 0.10, 2) + round(s.subtotal * 0.125, 2),
      p.first_name || ' ' || p.last_name, u.email, p.phone,
      s.created_at + interval '30 minutes', t.confirmed_at, t.cancelled_at,
      case when t.cancelled_at is null then null when t.confirmed_at is null
        then 'Payment not completed in time' else 'Change of plans' end,
      t.completed_at, s.created_at,
      coalesce(t.completed_at, t.cancelled_at, t.confirmed_at, s.created_at)
    from (
      select c.*, c.price * c.nights as subtotal,
        case when c.check_in + c.nights <= current_date then
          case when c.roll < 84 then 'COMPLETED' when c.roll < 86 then 'NO_SHOW' else 'CANCELLED' end
        else
          case when c.roll < 86 then 'CONFIRMED' when c.roll < 96 then 'CANCELLED' else 'PENDING' end
        end::booking_status as status,
        case
          when c.check_in + c.nights > current_date and c.roll between 96 and 97
            then now() - make_interval(mins => c.h % 20)
          when c.check_in + c.nights > current_date and c.roll >= 98
            then now() - make_interval(mins => 40 + c.h % 2000)
          else least(c.check_in - (1 + c.h % 60) + make_interval(mins => c.h % 1440),
                     now() - make_interval(hours => 1 + c.h % 48))
        end as created_at
      from (
        select ${n} as n, l.id as listing_id, l.price_ghs as price,
          current_date - ${FIRST_SLOT_DAYS_AGO} + k * ${SLOT_DAYS} + ${hash(n, 40)} % 29 as check_in,
          case when l.type = 'ACCOMMODATION' then 1 + ${hash(n, 41)} % 7 else 1 end as nights,
          1 + ${hash(n, 42)} % least(l.max_guests, 20) as adults, ${hash(n, 43)} % 3 as children,
          ${hash(n, 44)} % 100 as roll, ${hash(n, 45)} as h,
          ${ADMINS + 1} + ${hash(n, 46)} % ${USERS - ADMINS} as guest
        from generate_series(1, ${LISTINGS}) as g
          join listings l on l.id = 'L' || g
          cross join generate_series(0, ${SLOTS_PER_LISTING - 1}) as k
      ) as c
    ) as s
    join users u on u.id = 'U' || s.guest
    join profiles p on p.user_id = u.id,
    lateral (select
      case when s.status in ('CONFIRMED', 'COMPLETED', 'NO_SHOW')
             or (s.status = 'CANCELLED' and s.h % 2 = 0)
        then s.created_at + interval '4 minutes' end as confirmed_at,
      case when s.status = 'CANCELLED' then
        case when s.h % 2 = 0
          then least(s.created_at + make_interval(days => s.h % 20, mins => 30), now() - interval '1 minute')
          else s.created_at + interval '31 minutes' end
      end as cancelled_at,
      case when s.status = 'COMPLETED'
        then (s.check_in + s.nights + time '11:00') at time zone 'UTC' end as completed_at
    ) as t`,
};

/** A booking's payment: paid when it was ever confirmed; refunded (wholly or half) if then cancelled. */
const payments: Step = {
  label: "payments",
  sql: `
    insert into payments (id, booking_id, provider_ref, provider_transaction_id, status, amount,
      method, channel, refunded_amount, failure_reason, paid_at, created_at, updated_at)
    select 'P' || substr(b.id, 2), b.id, b.reference,
      case when b.confirmed_at is not null then (7000000000 + substr(b.id, 2)::bigint)::text end,
      case when b.status = 'PENDING' then 'PENDING'
        when b.confirmed_at is null then 'FAILED'
        when b.status = 'CANCELLED' then 'REFUNDED' else 'COMPLETED' end::payment_status,
      b.total,
      case when b.confirmed_at is not null
        then (array['CARD', 'MOBILE_MONEY', 'BANK_TRANSFER'])[1 + m.i]::payment_method end,
      case when b.confirmed_at is not null
        then (array['card', 'mobile_money', 'bank_transfer'])[1 + m.i] end,
      case when b.status = 'CANCELLED' and b.confirmed_at is not null then
        case when m.i = 0 then b.total else round(b.subtotal * 0.5, 2) end end,
      case when b.status = 'CANCELLED' and b.confirmed_at is null then 'Payment not completed in time' end,
      b.confirmed_at, b.created_at, b.updated_at
    from bookings b, lateral (select ${hash("substr(b.id, 2)", 47)} % 3 as i) as m`,
};

/** Each booking a payment confirmed is settled by that payment (inserted after the booking). */
const settlements: Step = {
  label: "bookings settled by their payment",
  sql: `
    update bookings b set settled_by_payment_id = 'P' || substr(b.id, 2)
    where b.confirmed_at is not null`,
};

const refunds: Step = {
  label: "refunds",
  sql: `
    insert into refunds (id, payment_id, booking_id, amount, status, provider_refund_id, attempts,
      reason, requested_by_id, processed_at, created_at, updated_at)
    select 'R' || substr(b.id, 2), p.id, b.id, p.refunded_amount, 'PROCESSED',
      'rfnd_' || substr(b.id, 2), 1, b.cancel_reason, b.user_id,
      least(b.cancelled_at + interval '26 hours', now()), b.cancelled_at,
      least(b.cancelled_at + interval '26 hours', now())
    from payments p join bookings b on b.id = p.booking_id
    where p.status = 'REFUNDED'`,
};

/** Creation, confirmation and the final transition (completed, no-show or cancelled). */
const history: Step = {
  label: "booking_history",
  sql: `
    insert into booking_history (id, booking_id, from_status, to_status, note, actor_id, created_at)
    select 'H' || substr(b.id, 2) || '_' || e.step, b.id, e.from_status, e.to_status, e.note,
      e.actor_id, e.at
    from bookings b, lateral (values
      (0, null::booking_status, 'PENDING'::booking_status, null::text, b.user_id, b.created_at),
      (1, 'PENDING', 'CONFIRMED', 'Payment received', null, b.confirmed_at),
      (2, case when b.confirmed_at is null then 'PENDING' else 'CONFIRMED' end::booking_status,
        b.status,
        case b.status when 'COMPLETED' then 'Checked out' when 'NO_SHOW' then 'Guest did not arrive'
          else b.cancel_reason end,
        case b.status when 'NO_SHOW' then 'U2' when 'CANCELLED' then b.user_id end,
        coalesce(b.completed_at, b.cancelled_at, (b.check_in + 1 + time '10:00') at time zone 'UTC'))
    ) as e(step, from_status, to_status, note, actor_id, at)
    where e.at is not null and (e.step < 2 or b.status in ('COMPLETED', 'NO_SHOW', 'CANCELLED'))`,
};

/** The nights of held, confirmed and completed stays (what reserveNights writes). */
const nights: Step = {
  label: "blocked_nights",
  sql: `
    insert into blocked_nights (listing_id, night, booking_id, hold_expires_at, created_at)
    select b.listing_id, b.check_in + i, b.id,
      case when b.status = 'PENDING' then b.hold_expires_at end, b.created_at
    from bookings b, generate_series(0, b.nights - 1) as i
    where b.status in ('PENDING', 'CONFIRMED', 'COMPLETED')`,
};

/**
 * The admin dashboard's summaries (migration 0023) are rebuilt once after the bulk writes:
 * their row triggers would add minutes to a million bookings and payments.
 */
const STATS_TRIGGERS = {
  bookings: [
    "bookings_stats_counted",
    "bookings_stats_recounted",
    "bookings_stats_deleting",
    "bookings_check_ins_counted",
    "bookings_check_ins_recounted",
  ],
  payments: ["payments_stats_counted", "payments_stats_recounted"],
};
const statsTriggers = (state: "disable" | "enable") =>
  Object.entries(STATS_TRIGGERS)
    .map(
      ([table, triggers]) =>
        `alter table ${table} ${triggers.map((name) => `${state} trigger ${name}`).join(", ")};`,
    )
    .join("\n");

const statsOff: Step = { label: "admin stats triggers off", sql: statsTriggers("disable") };
const statsRebuilt: Step = {
  label: "admin stats summaries",
  sql: `${statsTriggers("enable")}\nselect stats_rebuild();`,
};

export const BOOKING_STEPS: Step[] = [
  statsOff,
  bookings,
  payments,
  settlements,
  refunds,
  history,
  nights,
  statsRebuilt,
];
