import type { EmailPayloads, EmailType, SendEmail } from '@server/jobs/email-payloads';
import { GiveUp } from '@server/jobs/retry';
import type { Mailer, MailMessage } from '@server/lib/mailer';

/**
 * What sending reads of the app's context. The composers are handed the whole of it, whatever
 * its type: the app's context is declared above this layer (docs/decisions.md "Layers").
 */
export interface SendingContext {
  config: { appUrl: string };
  mailer: Mailer;
}

/** How each e-mail is written from what its job carries; undefined when, by then, none is due. */
export type EmailComposers<Ctx extends SendingContext> = {
  [K in EmailType]: (
    ctx: Ctx,
    data: EmailPayloads[K],
  ) => Promise<MailMessage | undefined> | MailMessage | undefined;
};

/**
 * An SMTP answer that would be the same on every attempt: a 5xx about this message or its
 * recipient (RFC 5321 §4.2.1). A 4xx, a lost connection or a refused login (the operator's to
 * fix) are tried again.
 */
function refusedForGood(err: unknown): boolean {
  const { responseCode, code } = err as { responseCode?: number; code?: string };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    (code === 'EENVELOPE' || code === 'EMESSAGE')
  );
}

/**
 * One Message-ID per delivery, the same on every attempt (docs/operations.md "Deliveries"): an
 * e-mail sent again after a crash is the same e-mail, which a mailbox shows once. The job's id
 * with its creation time stays unique when a database is started afresh.
 */
function messageIdOf(ctx: SendingContext, delivery: { id: number; createdAt: Date }): string {
  const host = new URL(ctx.config.appUrl).hostname;
  return `<delivery-${delivery.id}.${delivery.createdAt.getTime().toString(36)}@${host}>`;
}

/**
 * The `send_email` job (docs/decisions.md "Deliveries"): composes the e-mail and hands it to
 * the mailer. The job ends only once the SMTP server accepted it (or the outbox file is
 * written); a throw is retried by the job's retries for a day.
 */
export async function sendEmail<Ctx extends SendingContext>(
  ctx: Ctx,
  composers: EmailComposers<Ctx>,
  email: SendEmail,
  delivery: { id: number; createdAt: Date },
): Promise<void> {
  const compose = composers[email.type] as (
    ctx: Ctx,
    data: unknown,
  ) => Promise<MailMessage | undefined> | MailMessage | undefined;
  const message = await compose(ctx, email.data);
  if (!message) return;
  try {
    await ctx.mailer.send({ ...message, messageId: messageIdOf(ctx, delivery) });
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    if (refusedForGood(err))
      throw new GiveUp(`the SMTP server refused the ${email.type} e-mail: ${why}`);
    throw err;
  }
}
