import { formatMessage } from '@common/i18n/format';
import type { Locale } from '@common/i18n/locales';
import type { MailMessage } from '@server/lib/mailer';
import { emailLayout } from './layout';
import '@server/i18n';

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
  /** The recipient's language; English for the e-mails not yet translated. */
  locale?: Locale;
}): MailMessage {
  const locale = opts.locale ?? 'en';
  return {
    to: opts.to,
    subject: opts.subject,
    text: `${opts.paragraphs.join('\n\n')}\n\n${opts.action.url}\n`,
    html: emailLayout({
      heading: opts.heading,
      paragraphs: opts.paragraphs,
      action: opts.action,
      footer: formatMessage(locale, 'email.accountFooter'),
      ...(opts.locale ? { lang: opts.locale } : {}),
    }),
    ...(opts.secret ? { link: opts.action.url } : {}),
  };
}
