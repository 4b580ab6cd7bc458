// Outgoing e-mail through Resend. Without RESEND_API_KEY there is no mailer and messages stay
// in the outbox (shown in the admin dashboard).
import { Resend } from "resend";
import { config } from "@/lib/platform/config";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Resend drops a second send with the same key (for 24 hours). */
  idempotencyKey: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
}

export interface ResendMailerOptions {
  apiKey: string;
  from: string;
  /** The Resend API address; the SDK's default when unset. */
  baseUrl?: string;
  timeoutMs?: number;
}

export function resendMailer(options?: ResendMailerOptions): Mailer {
  const settings = options ?? resendSettingsFromConfig();
  const client = new Resend(settings.apiKey, { baseUrl: settings.baseUrl });
  const timeoutMs = settings.timeoutMs ?? 10_000;
  return {
    async send(message) {
      const { data, error } = await client.emails.send(
        {
          from: settings.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
        },
        { idempotencyKey: message.idempotencyKey, signal: AbortSignal.timeout(timeoutMs) },
      );
      if (error) {
        const status = error.statusCode ? ` (${error.statusCode})` : "";
        throw new Error(`Resend ${error.name}${status}: ${error.message}`);
      }
      if (!data?.id) throw new Error("Resend answered without a message id");
      return { id: data.id };
    },
  };
}

function resendSettingsFromConfig(): ResendMailerOptions {
  const { RESEND_API_KEY, RESEND_BASE_URL, EMAIL_FROM } = config();
  if (!RESEND_API_KEY) throw new Error("RESEND_API_KEY is not set");
  return { apiKey: RESEND_API_KEY, from: EMAIL_FROM, baseUrl: RESEND_BASE_URL };
}

let cached: Mailer | null | undefined;

/** The process's mailer, or null when RESEND_API_KEY is unset (mail stays in the outbox). */
export function mailer(): Mailer | null {
  if (cached === undefined) cached = config().RESEND_API_KEY ? resendMailer() : null;
  return cached;
}

export function resetMailerForTests(): void {
  cached = undefined;
}

/** What a service that queues e-mail needs: who sends it, and where its links point. */
export interface MailContext {
  /** null without an e-mail provider: messages wait in the outbox. */
  mailer: Mailer | null;
  appUrl: string;
}
