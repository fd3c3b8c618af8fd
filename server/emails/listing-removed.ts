import { REMOVED_BY_MODERATOR } from '@common/schemas/moderation';
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
}): MailMessage {
  // The title is the member's own text: made unclickable, as every e-mail does with it.
  const title = inertText(opts.title);
  const paragraphs = [
    `Hi ${opts.username},`,
    `${REMOVED_BY_MODERATOR}: your listing “${title}” was reported by members of the community, and a moderator has taken it down.`,
    'Nobody else can see it any more. It stays in My lists, marked as removed: you can no longer edit it or make it public, but you can delete it.',
  ];
  return accountEmail({
    to: opts.to,
    subject: `${REMOVED_BY_MODERATOR}: ${title}`,
    heading: REMOVED_BY_MODERATOR,
    paragraphs,
    action: { label: 'See my lists', url: opts.myListsLink },
    secret: false,
  });
}
