// The e-mail outbox end to end: enqueue in the database, deliver through a local Resend stub,
// retry with backoff, give up after the maximum, and never send a row twice.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "@/db/schema";
import { resetConfigForTests } from "@/lib/platform/config";
import { resetProvidersForTests } from "@/lib/providers";
import { mailer as configuredMailer, type Mailer, resendMailer } from "@/lib/providers/mailer";
import { BACKOFF, deliverDueEmails } from "@/lib/server/email/deliver-emails";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/email/enqueue-email";
import { setupTestDatabase } from "../helpers/database";
import { type ResendStub, startResendStub } from "../stubs/resend-stub";

const { db } = setupTestDatabase();
let resend: ResendStub;
let viaStub: Mailer;
const MINUTE = 60_000;

function message(key: string): OutgoingEmail {
  return {
    idempotencyKey: key,
    to: "guest@example.com",
    template: "booking-confirmed",
    subject: `Booking confirmed (${key})`,
    html: "<p>Confirmed</p>",
    text: "Confirmed",
  };
}

async function rows() {
  return db().select().from(emailOutbox).orderBy(emailOutbox.idempotencyKey);
}

async function row(key: string) {
  const [found] = await db().select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, key));
  if (!found) throw new Error(`no outbox row ${key}`);
  return found;
}

beforeAll(async () => {
  resend = await startResendStub();
  viaStub = resendMailer({
    apiKey: resend.apiKey,
    from: "Akwaaba <bookings@akwaaba.example>",
    baseUrl: resend.url,
  });
});

beforeEach(async () => {
  await db().delete(emailOutbox);
  resend.requests.length = 0;
  resend.accepted.length = 0;
  resend.failNext(0);
  vi.restoreAllMocks();
});

afterAll(async () => {
  await resend.close();
});

describe("enqueueEmail", () => {
  it("queues a message once per idempotency key", async () => {
    await enqueueEmail(db(), message("booking-confirmed/b1"));
    await enqueueEmail(db(), { ...message("booking-confirmed/b1"), subject: "Changed" });
    const queued = await rows();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      idempotencyKey: "booking-confirmed/b1",
      toAddress: "guest@example.com",
      template: "booking-confirmed",
      subject: "Booking confirmed (booking-confirmed/b1)",
      status: "PENDING",
      attempts: 0,
    });
  });

  it("is written or rolled back with the caller's transaction", async () => {
    await db()
      .transaction(async (tx) => {
        await enqueueEmail(tx, message("booking-confirmed/rolled-back"));
        throw new Error("state change failed");
      })
      .catch(() => undefined);
    expect(await rows()).toHaveLength(0);
  });
});

describe("deliverDueEmails", () => {
  it("sends a due message once, with its idempotency key, and marks it SENT", async () => {
    await enqueueEmail(db(), message("booking-confirmed/b2"));
    const now = new Date();
    expect(await deliverDueEmails(db(), { mailer: viaStub, now })).toEqual({
      sent: 1,
      failed: 0,
      retried: 0,
    });
    expect(resend.requests).toHaveLength(1);
    const [request] = resend.requests;
    expect(request?.path).toBe("/emails");
    expect(request?.headers["idempotency-key"]).toBe("booking-confirmed/b2");
    expect(request?.headers.authorization).toBe(`Bearer ${resend.apiKey}`);
    expect(request?.body).toMatchObject({
      from: "Akwaaba <bookings@akwaaba.example>",
      to: "guest@example.com",
      subject: "Booking confirmed (booking-confirmed/b2)",
      html: "<p>Confirmed</p>",
      text: "Confirmed",
    });
    const sent = await row("booking-confirmed/b2");
    expect(sent).toMatchObject({
      status: "SENT",
      attempts: 1,
      providerMessageId: resend.accepted[0]?.id,
      lastError: null,
    });
    expect(sent.sentAt?.getTime()).toBe(now.getTime());

    expect(
      await deliverDueEmails(db(), { mailer: viaStub, now: new Date(Date.now() + 86_400_000) }),
    ).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(resend.requests).toHaveLength(1);
  });

  it("keeps a message whose send failed, and sends it after the backoff", async () => {
    await enqueueEmail(db(), message("booking-confirmed/b3"));
    resend.failNext(1);
    const t0 = new Date();
    expect(await deliverDueEmails(db(), { mailer: viaStub, now: t0 })).toEqual({
      sent: 0,
      failed: 0,
      retried: 1,
    });
    const kept = await row("booking-confirmed/b3");
    expect(kept).toMatchObject({ status: "PENDING", attempts: 1 });
    expect(kept.lastError).toContain("Resend stub told to fail");
    expect(kept.nextAttemptAt.getTime()).toBe(t0.getTime() + MINUTE);

    // Not due yet: nothing is sent.
    const early = new Date(t0.getTime() + 30_000);
    expect((await deliverDueEmails(db(), { mailer: viaStub, now: early })).sent).toBe(0);
    expect(resend.requests).toHaveLength(1);

    const later = new Date(t0.getTime() + MINUTE);
    expect((await deliverDueEmails(db(), { mailer: viaStub, now: later })).sent).toBe(1);
    expect(await row("booking-confirmed/b3")).toMatchObject({ status: "SENT", attempts: 2 });
    expect(resend.requests.map((r) => r.headers["idempotency-key"])).toEqual([
      "booking-confirmed/b3",
      "booking-confirmed/b3",
    ]);
    expect(resend.accepted).toHaveLength(1);
  });

  it("backs off 1, 2, 4 … minutes and gives up after the maximum attempts", async () => {
    await enqueueEmail(db(), message("booking-confirmed/b4"));
    resend.failNext(100);
    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= BACKOFF.maxAttempts; attempt++) {
      const result = await deliverDueEmails(db(), { mailer: viaStub, now });
      const current = await row("booking-confirmed/b4");
      expect(current.attempts).toBe(attempt);
      if (attempt < BACKOFF.maxAttempts) {
        expect(result).toEqual({ sent: 0, failed: 0, retried: 1 });
        expect(current.status).toBe("PENDING");
        waits.push((current.nextAttemptAt.getTime() - now.getTime()) / MINUTE);
        now = current.nextAttemptAt;
      } else {
        expect(result).toEqual({ sent: 0, failed: 1, retried: 0 });
        expect(current.status).toBe("FAILED");
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(resend.requests).toHaveLength(BACKOFF.maxAttempts);

    resend.failNext(0);
    await deliverDueEmails(db(), { mailer: viaStub, now: new Date(now.getTime() + 86_400_000) });
    expect(resend.requests).toHaveLength(BACKOFF.maxAttempts);
  });

  it("keeps a message when the provider cannot be reached, storing no secret", async () => {
    await enqueueEmail(db(), message("booking-confirmed/b5"));
    const unreachable: Mailer = {
      send: async () => {
        throw new Error("connect ECONNREFUSED with header Bearer re_live_abcdefghijkl");
      },
    };
    const result = await deliverDueEmails(db(), { mailer: unreachable });
    expect(result.retried).toBe(1);
    const kept = await row("booking-confirmed/b5");
    expect(kept.status).toBe("PENDING");
    expect(kept.lastError).toContain("ECONNREFUSED");
    expect(kept.lastError).not.toContain("re_live_abcdefghijkl");
  });

  it("sends at most batchSize messages a run, oldest due first", async () => {
    for (const key of ["k1", "k2", "k3"]) await enqueueEmail(db(), message(key));
    const now = new Date(Date.now() + 1000);
    expect((await deliverDueEmails(db(), { mailer: viaStub, now, batchSize: 2 })).sent).toBe(2);
    expect((await deliverDueEmails(db(), { mailer: viaStub, now, batchSize: 2 })).sent).toBe(1);
    expect(resend.accepted).toHaveLength(3);
  });

  it("never sends a row twice when deliveries run concurrently", async () => {
    const keys = Array.from({ length: 8 }, (_, i) => `booking-confirmed/c${i}`);
    for (const key of keys) await enqueueEmail(db(), message(key));
    const sentKeys: string[] = [];
    const slow: Mailer = {
      async send(mail) {
        sentKeys.push(mail.idempotencyKey);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { id: `id-${mail.idempotencyKey}` };
      },
    };
    const now = new Date(Date.now() + 1000);
    const results = await Promise.all([
      deliverDueEmails(db(), { mailer: slow, now, batchSize: 5 }),
      deliverDueEmails(db(), { mailer: slow, now, batchSize: 5 }),
      deliverDueEmails(db(), { mailer: slow, now, batchSize: 5 }),
    ]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(keys.length);
    expect([...sentKeys].sort()).toEqual([...keys].sort());
    expect((await rows()).every((r) => r.status === "SENT")).toBe(true);
  });

  it("does not send a row that another delivery has claimed and is still sending", async () => {
    await enqueueEmail(db(), message("booking-confirmed/leased"));
    let release: () => void = () => {};
    let claimed: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const blocking: Mailer = {
      async send() {
        claimed();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { id: "first" };
      },
    };
    const now = new Date(Date.now() + 1000);
    const first = deliverDueEmails(db(), { mailer: blocking, now });
    await inFlight;

    const second = await deliverDueEmails(db(), { mailer: viaStub, now });
    expect(second.sent).toBe(0);
    expect(resend.requests).toHaveLength(0);
    // Still leased a little later, while the first is sending.
    const withinLease = new Date(now.getTime() + (BACKOFF.leaseMinutes * MINUTE) / 2);
    expect((await deliverDueEmails(db(), { mailer: viaStub, now: withinLease })).sent).toBe(0);

    release();
    expect((await first).sent).toBe(1);
    expect(await row("booking-confirmed/leased")).toMatchObject({
      status: "SENT",
      providerMessageId: "first",
    });
  });
});

describe("the configured mailer", () => {
  it("sends through RESEND_BASE_URL with RESEND_API_KEY and EMAIL_FROM", async () => {
    const saved = { ...process.env };
    process.env.RESEND_API_KEY = resend.apiKey;
    process.env.RESEND_BASE_URL = resend.url;
    process.env.EMAIL_FROM = "Akwaaba Test <test@akwaaba.example>";
    resetConfigForTests();
    resetProvidersForTests();
    try {
      const configured = configuredMailer();
      expect(configured).not.toBeNull();
      await enqueueEmail(db(), message("booking-confirmed/configured"));
      if (configured) await deliverDueEmails(db(), { mailer: configured });
      expect(resend.requests[0]?.body).toMatchObject({
        from: "Akwaaba Test <test@akwaaba.example>",
      });
      expect(await row("booking-confirmed/configured")).toMatchObject({ status: "SENT" });
    } finally {
      for (const key of ["RESEND_API_KEY", "RESEND_BASE_URL", "EMAIL_FROM"]) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
      resetConfigForTests();
      resetProvidersForTests();
    }
  });
});
