import type { Locale } from '@common/i18n/locales';
import type { DistanceUnit } from '@common/units';
import { distanceValues } from '@server/deliveries/distance';
import type { MailMessage } from '@server/lib/mailer';
import { inertText } from './inert-text';
import { emailLayout, unsubscribeHeaders, unsubscribeText } from './layout';
import { categoryWord, type Say, wordsIn, yesOrNo } from './words';

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
  /** The wanter's language, never the seller's (docs/decisions.md "Languages"). */
  locale: Locale;
}

/**
 * Who offers it, where and how far: "your friend rosa in Provo, about 6 mi from you". A match
 * with no distance is a friend's without a location. The figure is rounded whole, in the
 * wanter's unit (docs/product.md §6.3, §8.6).
 */
function where(say: Say, match: MatchItem, unit: DistanceUnit): string {
  return say('email.match.where', {
    seller: match.sellerName,
    friend: yesOrNo(match.isFriend || match.distanceKm === null),
    hasCity: yesOrNo(match.city),
    city: match.city ?? '',
    ...distanceValues(match.distanceKm, unit),
  });
}

/** The placeholders every sentence about one match takes. */
const about = (say: Say, match: MatchItem, unit: DistanceUnit) => ({
  item: match.itemName,
  category: categoryWord(say, match.categoryId),
  where: where(say, match, unit),
  want: match.wantTitle,
});

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
  const { locale, unit } = data;
  const say = wordsIn(locale);
  const [first] = data.matches;
  if (!first) throw new Error('matchNotificationEmail needs at least one match');
  const single = data.matches.length === 1;
  const greeting = say('email.greeting', { username: data.userName });
  const footer = say('email.match.footer', { link: data.wishListLink });
  const unsubscribe = data.unsubscribeLink;
  const lastLine = unsubscribe ? unsubscribeText(unsubscribe, locale) : '';
  const headers = unsubscribe ? { headers: unsubscribeHeaders(unsubscribe) } : {};
  if (single) {
    const paragraphs = [
      greeting,
      say('email.match.body', about(say, first, unit)),
      say('email.match.open', { seller: first.sellerName }),
    ];
    return {
      to: data.to,
      subject: say('email.match.subject', { item: first.itemName }),
      text: `${paragraphs.join('\n\n')}\n\n${first.link}\n\n${footer}\n${lastLine}`,
      html: emailLayout({
        heading: say('email.match.heading'),
        paragraphs,
        action: { label: say('email.match.action'), url: first.link },
        footer,
        unsubscribe,
        locale,
      }),
      link: first.link,
      ...headers,
    };
  }
  const count = data.matches.length;
  const paragraphs = [greeting, say('email.match.several.body', { count })];
  const links = data.matches.map((m) => ({
    label: say('email.match.several.item', about(say, m, unit)),
    url: m.link,
  }));
  return {
    to: data.to,
    subject: say('email.match.several.subject', { count }),
    text: `${paragraphs.join('\n\n')}\n\n${links.map((l) => `- ${l.label}: ${l.url}`).join('\n')}\n\n${footer}\n${lastLine}`,
    html: emailLayout({
      heading: say('email.match.several.heading'),
      paragraphs,
      links,
      action: { label: say('email.match.several.action'), url: data.notificationsLink },
      footer,
      unsubscribe,
      locale,
    }),
    link: data.notificationsLink,
    ...headers,
  };
}
