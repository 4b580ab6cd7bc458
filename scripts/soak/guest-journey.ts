// The soak's workload: what a guest does, as real HTTP against the instances in turn. Browse,
// search, read a listing and its page, quote dates, book, pay (Paystack's signed charge.success,
// as the stub's transaction says), check the booking, and sometimes cancel for a refund.
import { addDays, todayUtc } from "../../lib/dates";
import { chargeSuccessEvent, type PaystackMetadata } from "../../lib/providers/paystack-events";
import { signPayload } from "../../lib/providers/paystack-signature";
import type { PaystackStub } from "../../tests/stubs/paystack-stub";
import type { Pacer } from "./pacer";
import type { Timeline } from "./timeline";

export interface Stay {
  id: string;
  slug: string;
  title: string;
}

/** What the journeys did that the database must show at the end. */
export interface Outcomes {
  confirmed: Set<string>;
  cancelledAfterPaying: Set<string>;
  /** Bookings refused because the nights were taken meanwhile (409, the constraint at work). */
  refusedTaken: number;
}

interface Answer {
  status: number;
  body: unknown;
}

export interface Guest {
  email: string;
  password: string;
  name: string;
  token: string;
  signedInAt: number;
}

/** Access tokens live 15 minutes: a guest signs in again after 10. */
const SIGN_IN_AGAIN_MS = 10 * 60_000;

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length - 1)] as T;
const SEARCH_WORDS = ["beach", "accra", "villa", "lodge", "kumasi", "lake", "garden", "cape"];

export class Traffic {
  private turn = 0;

  constructor(
    private readonly urls: string[],
    private readonly pacer: Pacer,
    private readonly timeline: Timeline,
  ) {}

  /** One request, paced, on the next instance; an unexpected status is recorded as an error. */
  async call(
    step: string,
    path: string,
    expected: number[],
    init: { method?: string; token?: string; body?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    await this.pacer.turn();
    const url = `${this.urls[this.turn++ % this.urls.length]}${path}`;
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method: init.method ?? "GET",
        headers: {
          ...(init.body ? { "content-type": "application/json" } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...init.headers,
        },
        body: init.body,
      });
      const text = await response.text();
      const latency = performance.now() - started;
      const body = response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
      const unexpected = expected.includes(response.status)
        ? undefined
        : `${step}: HTTP ${response.status} ${text.slice(0, 160)}`;
      this.timeline.record(latency, unexpected);
      return { status: response.status, body };
    } catch (error) {
      this.timeline.record(performance.now() - started, `${step}: ${String(error)}`);
      return { status: 0, body: null };
    }
  }

  /** A step whose answer was right by status but wrong in substance. */
  fault(step: string, what: string): void {
    this.timeline.record(0, `${step}: ${what}`);
  }
}

const dataOf = (answer: Answer) => (answer.body as { data?: unknown } | null)?.data;

export class GuestJourney {
  constructor(
    private readonly traffic: Traffic,
    private readonly paystack: PaystackStub,
    private readonly stays: Stay[],
    private readonly guest: Guest,
    private readonly outcomes: Outcomes,
  ) {}

  async run(): Promise<void> {
    const { traffic } = this;
    if (Date.now() - this.guest.signedInAt > SIGN_IN_AGAIN_MS) await this.signInAgain();
    const stay = pick(this.stays);
    await traffic.call("browse", `/api/listings?limit=12&page=${randomInt(1, 3)}`, [200]);
    await traffic.call("featured", "/api/listings/featured", [200]);
    await traffic.call("search", `/api/listings/search?q=${pick(SEARCH_WORDS)}`, [200]);
    await traffic.call("listing", `/api/listings/${stay.slug}`, [200]);
    await traffic.call("listing page", `/listings/${stay.slug}`, [200]);
    // Within five months, so the stays fill up and guests meet taken nights (409) as they would.
    const checkIn = addDays(todayUtc(), randomInt(30, 150));
    const checkOut = addDays(checkIn, randomInt(1, 3));
    const dates = `checkIn=${checkIn}&checkOut=${checkOut}`;
    await traffic.call("quote", `/api/listings/${stay.slug}/availability?${dates}`, [200]);
    if (Math.random() < 0.5) await this.book(stay, checkIn, checkOut);
  }

  private async signInAgain(): Promise<void> {
    const { email, password } = this.guest;
    const answer = await this.traffic.call("sign in", "/api/auth/login", [200], {
      method: "POST",
      body: JSON.stringify({ email, password }),
    });
    const token = (dataOf(answer) as { accessToken?: string } | undefined)?.accessToken;
    if (token) Object.assign(this.guest, { token, signedInAt: Date.now() });
  }

  private async book(stay: Stay, checkIn: string, checkOut: string): Promise<void> {
    const { traffic, guest } = this;
    const created = await traffic.call("book", "/api/bookings", [201, 409], {
      method: "POST",
      token: guest.token,
      body: JSON.stringify({
        listingId: stay.id,
        checkIn,
        checkOut,
        adults: 1,
        children: 0,
        guestName: guest.name,
        guestEmail: guest.email,
        guestPhone: "+233201234567",
      }),
    });
    if (created.status === 409) this.outcomes.refusedTaken++;
    if (created.status !== 201) return;
    const { reference } = (dataOf(created) as { booking: { reference: string } }).booking;

    const transaction = this.paystack.transactions.get(reference);
    if (!transaction) return traffic.fault("pay", `no Paystack transaction for ${reference}`);
    const event = JSON.stringify(
      chargeSuccessEvent({
        id: transaction.id,
        reference,
        amountPesewas: transaction.amount,
        channel: "card",
        email: transaction.email,
        metadata: transaction.metadata as PaystackMetadata,
        paidAt: new Date(),
      }),
    );
    await traffic.call("pay", "/api/webhooks/paystack", [200], {
      method: "POST",
      body: event,
      headers: { "x-paystack-signature": signPayload(event, this.paystack.secretKey) },
    });
    const booking = await traffic.call("trip", `/api/bookings/${reference}`, [200], {
      token: guest.token,
    });
    const status = (dataOf(booking) as { status?: string } | undefined)?.status;
    if (status !== "CONFIRMED") return traffic.fault("trip", `${reference} is ${status} once paid`);
    this.outcomes.confirmed.add(reference);

    if (Math.random() >= 0.3) return;
    const cancelled = await traffic.call("cancel", `/api/bookings/${reference}/cancel`, [200], {
      method: "POST",
      token: guest.token,
      body: JSON.stringify({ reason: "Plans changed" }),
    });
    if (cancelled.status !== 200) return;
    this.outcomes.confirmed.delete(reference);
    this.outcomes.cancelledAfterPaying.add(reference);
  }
}
