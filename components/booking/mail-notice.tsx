import { mailSentence, outboxMessageHref } from "@/components/format/mail";
import { textLink } from "@/components/link-styles";
import type { MailDelivery } from "@/lib/email-delivery";

export interface MailState {
  id: string;
  to: string;
  delivery: MailDelivery;
}

/**
 * What became of an e-mail the guest's action caused, in one sentence; a message waiting in
 * the outbox (no e-mail provider) links to the development mail viewer.
 */
export function MailNotice({ mail, what }: { mail: MailState; what: string }) {
  return (
    <span data-testid="mail-notice" className="[overflow-wrap:anywhere]">
      {mailSentence(mail.delivery, what, mail.to)}
      {mail.delivery === "OUTBOX" ? (
        <>
          {" "}
          <a href={outboxMessageHref(mail.id)} className={textLink}>
            Read the e-mail
          </a>
        </>
      ) : null}
    </span>
  );
}
