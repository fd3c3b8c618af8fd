import type { Locale } from '@common/i18n/locales';
import type { MailMessage } from '@server/lib/mailer';
import { accountEmail } from './account-email';
import { inertText } from './inert-text';
import { wordsIn } from './words';

/**
 * Tells a member a moderator removed one of their listings (docs/product.md §14.3): which one,
 * what it means for them, and where to see it.
 */
export function listingRemovedEmail(opts: {
  to: string;
  username: string;
  title: string;
  myListsLink: string;
  /** The owner's language. */
  locale: Locale;
}): MailMessage {
  const { locale } = opts;
  const say = wordsIn(locale);
  // The title is the member's own text: made unclickable, as every e-mail does with it.
  const title = inertText(opts.title);
  const paragraphs = [
    say('email.greeting', { username: opts.username }),
    say('email.listingRemoved.body', { title }),
    say('email.listingRemoved.after'),
  ];
  return accountEmail({
    to: opts.to,
    subject: say('email.listingRemoved.subject', { title }),
    heading: say('email.listingRemoved.heading'),
    paragraphs,
    action: { label: say('email.listingRemoved.action'), url: opts.myListsLink },
    secret: false,
    locale,
  });
}
