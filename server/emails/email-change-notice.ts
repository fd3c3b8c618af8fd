import type { Locale } from '@common/i18n/locales';
import type { MailMessage } from '@server/lib/mailer';
import { accountEmail } from './account-email';
import { wordsIn } from './words';

/** Sent to the current address when a change to another one is asked for. */
export function emailChangeNoticeEmail(opts: {
  to: string;
  username: string;
  newEmail: string;
  forgotPasswordLink: string;
  locale: Locale;
}): MailMessage {
  const say = wordsIn(opts.locale);
  const paragraphs = [
    say('email.greeting', { username: opts.username }),
    say('email.changeNotice.body', { newEmail: opts.newEmail }),
    say('email.changeNotice.ifNotYou'),
  ];
  return accountEmail({
    to: opts.to,
    subject: say('email.changeNotice.subject'),
    heading: say('email.changeNotice.heading'),
    paragraphs,
    action: { label: say('email.action.resetPassword'), url: opts.forgotPasswordLink },
    secret: false,
    locale: opts.locale,
  });
}
