import type { Locale } from '@common/i18n/locales';
import type { MailMessage } from '@server/lib/mailer';
import { accountEmail } from './account-email';
import { inertText } from './inert-text';

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
  // The title is the member's own text: made unclickable, as every e-mail does with it.
  return accountEmail('listingRemoved', {
    to: opts.to,
    username: opts.username,
    url: opts.myListsLink,
    locale: opts.locale,
    values: { title: inertText(opts.title) },
  });
}
