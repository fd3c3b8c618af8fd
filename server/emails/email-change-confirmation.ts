import type { Locale } from '@common/i18n/locales';
import type { MailMessage } from '@server/lib/mailer';
import { accountEmail } from './account-email';
import { wordsIn } from './words';

/** Sent to the new address: the change happens only when this link is opened. */
export function emailChangeConfirmationEmail(opts: {
  to: string;
  username: string;
  link: string;
  locale: Locale;
}): MailMessage {
  const say = wordsIn(opts.locale);
  const paragraphs = [
    say('email.greeting', { username: opts.username }),
    say('email.changeConfirmation.body'),
    say('email.changeConfirmation.until'),
  ];
  return accountEmail({
    to: opts.to,
    subject: say('email.changeConfirmation.subject'),
    heading: say('email.changeConfirmation.heading'),
    paragraphs,
    action: { label: say('email.action.confirmAddress'), url: opts.link },
    secret: true,
    locale: opts.locale,
  });
}
