import type { Locale } from '@common/i18n/locales';
import type { MailMessage } from '@server/lib/mailer';
import { inertText } from './inert-text';
import { emailLayout, unsubscribeHeaders, unsubscribeText } from './layout';
import { wordsIn } from './words';

export interface ListingExpiringEmailData {
  to: string;
  /** The member's first name, else their username. */
  userName: string;
  title: string;
  /** The day it ends, already worded in the member's language (./ending-day.ts). */
  endsOn: string;
  /** The listing's page, where its owner renews it. */
  listingLink: string;
  unsubscribeLink: string;
  /** The owner's language (docs/decisions.md "Languages"). */
  locale: Locale;
}

/**
 * The one reminder a day before a listing leaves the marketplace (docs/product.md §7.14,
 * §8.9): which listing, which day, and where to renew it.
 */
export function listingExpiringEmail(data: ListingExpiringEmailData): MailMessage {
  const { locale } = data;
  const say = wordsIn(locale);
  // The title is the member's own text: made unclickable, as every e-mail does with it.
  const title = inertText(data.title);
  const day = data.endsOn;
  const paragraphs = [
    say('email.greeting', { username: inertText(data.userName) }),
    say('email.expiring.body', { title, day }),
    say('email.expiring.stillHave'),
  ];
  const footer = say('email.expiring.footer');
  const renewAt = say('email.expiring.renewAt', { link: data.listingLink });
  return {
    to: data.to,
    subject: say('email.expiring.subject', { title, day }),
    text: `${paragraphs.join('\n\n')}\n\n${renewAt}\n\n${footer}\n${unsubscribeText(data.unsubscribeLink, locale)}`,
    html: emailLayout({
      heading: say('email.expiring.heading'),
      paragraphs,
      action: { label: say('email.expiring.action'), url: data.listingLink },
      footer,
      unsubscribe: data.unsubscribeLink,
      locale,
    }),
    link: data.listingLink,
    headers: unsubscribeHeaders(data.unsubscribeLink),
  };
}
