import { categoryName } from '@common/codes';
import { type DistanceUnit, wholeDistance } from '@common/units';
import type { MailMessage } from '@server/lib/mailer';
import { inertText } from './inert-text';
import { emailLayout, unsubscribeHeaders, unsubscribeText } from './layout';

/** One matched listing: docs/product.md §8.6's placeholders (item name, category, seller, city). */
export interface MatchItem {
  itemName: string;
  categoryId: number;
  sellerName: string;
  city: string | null;
  wantTitle: string;
  /** Whole km from the wanter to the seller's cloaked point (docs/decisions.md "Locations and privacy"). */
  distanceKm: number | null;
  isFriend: boolean;
  link: string;
}

export interface MatchEmailData {
  to: string;
  /** The mock-up's user name: the wanter's first name, else their username. */
  userName: string;
  /** The unit the wanter reads distances in (docs/product.md §6.3). */
  unit: DistanceUnit;
  matches: MatchItem[];
  /** Where the member changes their wish list (the e-mail says why it was sent). */
  wishListLink: string;
  /** Where the member sees all their matches, used when one e-mail carries several. */
  notificationsLink: string;
  /** The one-click unsubscribe link (docs/product.md §8.9); a preview has none. */
  unsubscribeLink?: string | undefined;
}

function where(match: MatchItem, unit: DistanceUnit): string {
  const place = match.city ? ` in ${match.city}` : '';
  if (match.distanceKm === null) return `your friend ${match.sellerName}${place}`;
  // "about 6 mi", "less than 1 km": the figure is rounded whole (docs/product.md §8.6).
  const far = wholeDistance(match.distanceKm, unit);
  const who = match.isFriend ? `your friend ${match.sellerName}` : match.sellerName;
  return `${who}${place}, ${match.distanceKm < 1 ? far : `about ${far}`} from you`;
}

function summary(match: MatchItem, unit: DistanceUnit): string {
  return `${match.itemName} (${categoryName(match.categoryId)}) from ${where(match, unit)}, for "${match.wantTitle}"`;
}

/** Every member-typed text quoted in the e-mail, never a link (server/emails/inert-text.ts). */
function memberTextInert(data: MatchEmailData): MatchEmailData {
  return {
    ...data,
    userName: inertText(data.userName),
    matches: data.matches.map((m) => ({
      ...m,
      itemName: inertText(m.itemName),
      sellerName: inertText(m.sellerName),
      city: m.city === null ? null : inertText(m.city),
      wantTitle: inertText(m.wantTitle),
    })),
  };
}

/**
 * The match e-mail of docs/product.md §8.6. One e-mail per wanter per event: a new
 * listing usually matches one want; saving several wants at once can match several listings.
 */
export function matchNotificationEmail(input: MatchEmailData): MailMessage {
  const data = memberTextInert(input);
  const [first] = data.matches;
  if (!first) throw new Error('matchNotificationEmail needs at least one match');
  const single = data.matches.length === 1;
  const footer = `You get this e-mail because these items are on your Homegrown wish list. Change your wish list at ${data.wishListLink}`;
  const unsubscribe = data.unsubscribeLink;
  const lastLine = unsubscribe ? unsubscribeText(unsubscribe) : '';
  const headers = unsubscribe ? { headers: unsubscribeHeaders(unsubscribe) } : {};
  if (single) {
    const paragraphs = [
      `Hi ${data.userName},`,
      `Good news: ${first.itemName} (${categoryName(first.categoryId)}) is on offer from ${where(first, data.unit)}. It matches "${first.wantTitle}" on your wish list.`,
      `Open the listing to see the details and send ${first.sellerName} a message.`,
    ];
    return {
      to: data.to,
      subject: `${first.itemName} is available near you`,
      text: `${paragraphs.join('\n\n')}\n\n${first.link}\n\n${footer}\n${lastLine}`,
      html: emailLayout({
        heading: 'A match for your wish list',
        paragraphs,
        action: { label: 'See the listing', url: first.link },
        footer,
        unsubscribe,
      }),
      link: first.link,
      ...headers,
    };
  }
  const paragraphs = [
    `Hi ${data.userName},`,
    `Good news: ${data.matches.length} listings match your wish list.`,
  ];
  const links = data.matches.map((m) => ({ label: summary(m, data.unit), url: m.link }));
  return {
    to: data.to,
    subject: `${data.matches.length} matches for your wish list`,
    text: `${paragraphs.join('\n\n')}\n\n${links.map((l) => `- ${l.label}: ${l.url}`).join('\n')}\n\n${footer}\n${lastLine}`,
    html: emailLayout({
      heading: 'Matches for your wish list',
      paragraphs,
      links,
      action: { label: 'See all matches', url: data.notificationsLink },
      footer,
      unsubscribe,
    }),
    link: data.notificationsLink,
    ...headers,
  };
}
