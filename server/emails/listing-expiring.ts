import type { MailMessage } from '@server/lib/mailer';
import { inertText } from './inert-text';
import { emailLayout, unsubscribeHeaders, unsubscribeText } from './layout';

export interface ListingExpiringEmailData {
  to: string;
  /** The member's first name, else their username. */
  userName: string;
  title: string;
  /** The day it ends, already worded ("Friday 14 June"). */
  endsOn: string;
  /** The listing's page, where its owner renews it. */
  listingLink: string;
  unsubscribeLink: string;
}

/**
 * The one reminder a day before a listing leaves the marketplace (docs/product.md §7.14,
 * §8.9): which listing, which day, and where to renew it.
 */
export function listingExpiringEmail(data: ListingExpiringEmailData): MailMessage {
  // The title is the member's own text: made unclickable, as every e-mail does with it.
  const title = inertText(data.title);
  const paragraphs = [
    `Hi ${inertText(data.userName)},`,
    `Your listing “${title}” is on offer until ${data.endsOn}. After that, neighbours no longer find it in the marketplace, in searches or on the map.`,
    'Still have some? Renew it for another week. If not, let it go: it stays in My lists, and nothing is deleted.',
  ];
  const footer = 'You get this e-mail a day before one of your listings ends on Homegrown.';
  return {
    to: data.to,
    subject: `“${title}” ends on ${data.endsOn}: renew it to keep it on Homegrown`,
    text: `${paragraphs.join('\n\n')}\n\nRenew it: ${data.listingLink}\n\n${footer}\n${unsubscribeText(data.unsubscribeLink)}`,
    html: emailLayout({
      heading: 'Your listing ends soon',
      paragraphs,
      action: { label: 'Renew the listing', url: data.listingLink },
      footer,
      unsubscribe: data.unsubscribeLink,
    }),
    link: data.listingLink,
    headers: unsubscribeHeaders(data.unsubscribeLink),
  };
}
