import type { Locale } from '@common/i18n/locales';
import type { MailMessage } from '@server/lib/mailer';
import { accountEmail } from './account-email';
import { wordsIn } from './words';

/** In the member's language (docs/decisions.md "Languages"). */
export function passwordResetEmail(opts: {
  to: string;
  username: string;
  link: string;
  locale: Locale;
}): MailMessage {
  const say = wordsIn(opts.locale);
  const paragraphs = [
    say('email.greeting', { username: opts.username }),
    say('email.passwordReset.body'),
    say('email.passwordReset.ignore'),
  ];
  return accountEmail({
    to: opts.to,
    subject: say('email.passwordReset.subject'),
    heading: say('email.passwordReset.heading'),
    paragraphs,
    action: { label: say('email.passwordReset.action'), url: opts.link },
    secret: true,
    locale: opts.locale,
  });
}
