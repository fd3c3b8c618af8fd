import type { MailMessage } from '@server/lib/mailer';
import { emailLayout } from './layout';

const FOOTER = 'Homegrown — trade your produce in your neighborhood.';

/**
 * The frame of every e-mail about a member's account (reset, e-mail change, password change):
 * the paragraphs, then one button whose address the text part repeats on its own line.
 * `secret` marks a link that signs someone in or changes the account: the outbox may log it
 * outside production only.
 */
export function accountEmail(opts: {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  secret: boolean;
}): MailMessage {
  return {
    to: opts.to,
    subject: opts.subject,
    text: `${opts.paragraphs.join('\n\n')}\n\n${opts.action.url}\n`,
    html: emailLayout({
      heading: opts.heading,
      paragraphs: opts.paragraphs,
      action: opts.action,
      footer: FOOTER,
    }),
    ...(opts.secret ? { link: opts.action.url } : {}),
  };
}
