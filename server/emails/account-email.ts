import type { Locale } from '@common/i18n/locales';
import type { MailMessage } from '@server/lib/mailer';
import { emailLayout } from './layout';
import { wordsIn } from './words';

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
  /** The recipient's language, the one the texts above are in. */
  locale: Locale;
}): MailMessage {
  return {
    to: opts.to,
    subject: opts.subject,
    text: `${opts.paragraphs.join('\n\n')}\n\n${opts.action.url}\n`,
    html: emailLayout({
      heading: opts.heading,
      paragraphs: opts.paragraphs,
      action: opts.action,
      footer: wordsIn(opts.locale)('email.accountFooter'),
      locale: opts.locale,
    }),
    ...(opts.secret ? { link: opts.action.url } : {}),
  };
}
