// The process's payment and payout providers: Paystack when PAYSTACK_SECRET_KEY is set, else
// the sandbox.
import { config } from "@/lib/platform/config";
import { createFeedFetcher, type FeedFetcher } from "./feed-fetcher";
import { type MailContext, mailer, resetMailerForTests } from "./mailer";
import type { PaymentProvider } from "./payment-provider";
import type { PayoutProvider } from "./payout-provider";
import { PaystackClient } from "./paystack";
import type { PaystackClientOptions } from "./paystack-http";
import { PaystackTransfers } from "./paystack-transfers";
import { SANDBOX_SECRET_KEY, SandboxProvider } from "./sandbox";
import { SandboxTransfers } from "./sandbox-transfers";

export { type Mailer, mailer } from "./mailer";

/** The process's mailer, with the app's address for the links in messages. */
export function mailContext(appUrl: string): MailContext {
  return { mailer: mailer(), appUrl };
}

function paystackOptions(secretKey: string): PaystackClientOptions {
  const { PAYSTACK_BASE_URL, PAYSTACK_TIMEOUT_MS } = config();
  return { baseUrl: PAYSTACK_BASE_URL, secretKey, timeoutMs: PAYSTACK_TIMEOUT_MS };
}

let provider: PaymentProvider | undefined;

export function paymentProvider(): PaymentProvider {
  if (!provider) {
    const { PAYSTACK_SECRET_KEY, appUrl } = config();
    provider = PAYSTACK_SECRET_KEY
      ? new PaystackClient(paystackOptions(PAYSTACK_SECRET_KEY))
      : new SandboxProvider({ appUrl });
  }
  return provider;
}

let payouts: PayoutProvider | undefined;

export function payoutProvider(): PayoutProvider {
  if (!payouts) {
    const { PAYSTACK_SECRET_KEY, appUrl } = config();
    payouts = PAYSTACK_SECRET_KEY
      ? new PaystackTransfers(paystackOptions(PAYSTACK_SECRET_KEY))
      : new SandboxTransfers({ appUrl });
  }
  return payouts;
}

let fetcher: FeedFetcher | undefined;

/** The client imported calendars are fetched with, bounded and guarded by the settings. */
export function feedFetcher(): FeedFetcher {
  if (!fetcher) {
    const { CALENDAR_FEED_TIMEOUT_SECONDS, CALENDAR_FEED_MAX_BYTES, CALENDAR_FEED_ALLOWED_HOSTS } =
      config();
    fetcher = createFeedFetcher({
      timeoutMs: CALENDAR_FEED_TIMEOUT_SECONDS * 1000,
      maxBytes: CALENDAR_FEED_MAX_BYTES,
      allowedHosts: CALENDAR_FEED_ALLOWED_HOSTS,
    });
  }
  return fetcher;
}

/** The key webhook signatures are checked with: Paystack's secret key, else the sandbox's. */
export function webhookSecret(): string {
  return config().PAYSTACK_SECRET_KEY ?? SANDBOX_SECRET_KEY;
}

/** Forget the providers, fetcher and mailer, after a test changed the environment and reset config(). */
export function resetProvidersForTests(): void {
  provider = undefined;
  payouts = undefined;
  fetcher = undefined;
  resetMailerForTests();
}
