import type { Locale } from '@common/i18n/locales';
import type { MailMessage } from '@server/lib/mailer';
import { accountEmail } from './account-email';
import { wordsIn } from './words';

/** Sent to a new member's address (and again when they ask): the link confirms it is theirs. */
export function emailConfirmationEmail(opts: {
  to: string;
  username: string;
  link: string;
  locale: Locale;
}): MailMessage {
  const say = wordsIn(opts.locale);
  const paragraphs = [
    say('email.greeting', { username: opts.username }),
    say('email.confirmation.body'),
    say('email.confirmation.ignore'),
  ];
  return accountEmail({
    to: opts.to,
    subject: say('email.confirmation.subject'),
    heading: say('email.confirmation.heading'),
    paragraphs,
    action: { label: say('email.action.confirmAddress'), url: opts.link },
    secret: true,
    locale: opts.locale,
  });
}
