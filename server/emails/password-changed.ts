import type { Locale } from '@common/i18n/locales';
import type { MailMessage } from '@server/lib/mailer';
import { accountEmail } from './account-email';
import { wordsIn } from './words';

/** Sent to the member's address after their password was changed from the profile. */
export function passwordChangedEmail(opts: {
  to: string;
  username: string;
  forgotPasswordLink: string;
  locale: Locale;
}): MailMessage {
  const say = wordsIn(opts.locale);
  const paragraphs = [
    say('email.greeting', { username: opts.username }),
    say('email.passwordChanged.body'),
    say('email.passwordChanged.ifNotYou'),
  ];
  return accountEmail({
    to: opts.to,
    subject: say('email.passwordChanged.subject'),
    heading: say('email.passwordChanged.heading'),
    paragraphs,
    action: { label: say('email.action.resetPassword'), url: opts.forgotPasswordLink },
    secret: false,
    locale: opts.locale,
  });
}
