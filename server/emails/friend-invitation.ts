import type { Locale } from '@common/i18n/locales';
import type { MailMessage } from '@server/lib/mailer';
import { inertText } from './inert-text';
import { emailLayout } from './layout';
import { categoryWord, wordsIn, yesOrNo } from './words';

export interface InvitationData {
  /** Empty for a preview, which is never sent. */
  to: string;
  /** How the friend is greeted, when the member gave a name. */
  friendName?: string | undefined;
  inviter: {
    username: string;
    firstName: string;
    city: string | null;
    state: string | null;
  };
  /** A few of the inviter's public listings: the mock-up's item name and category. */
  items: { title: string; categoryId: number; url: string }[];
  sellerLink: string;
  registerLink: string;
  /**
   * The inviter's language: the friend is not a member and has chosen none, and the inviter
   * writes to someone they know, and previews it as it will be sent.
   */
  locale: Locale;
}

/**
 * The friend-invitation e-mail of docs/product.md §9.6: who invites, from where, what they grow.
 * Everything members typed goes through inertText(), in the text part and the HTML alike: the
 * only links are the app's own (docs/decisions.md "Invitations").
 */
export function friendInvitationEmail(data: InvitationData): MailMessage {
  const { inviter, locale } = data;
  const say = wordsIn(locale);
  const { username } = inviter;
  const firstName = inertText(inviter.firstName);
  const name = firstName ? `${firstName} (@${username})` : username;
  const place = inertText([inviter.city, inviter.state].filter(Boolean).join(', '));
  const paragraphs = [
    data.friendName
      ? say('email.greeting', { username: inertText(data.friendName) })
      : say('email.greetingNoName'),
    say('email.invitation.body', { name, hasPlace: yesOrNo(place), place }),
    say('email.invitation.howTo', { username }),
  ];
  const items = data.items.map((i) => ({
    label: `${inertText(i.title)} (${categoryWord(say, i.categoryId)})`,
    url: i.url,
  }));
  if (items.length) paragraphs.push(say('email.invitation.offering', { username }));
  const footer = say('email.invitation.footer', { link: data.registerLink });
  const seeGarden = say('email.invitation.seeGarden', { username });
  const itemsText = items.map((i) => `- ${i.label}: ${i.url}`).join('\n');
  return {
    to: data.to,
    subject: say('email.invitation.subject', { username }),
    text: [
      paragraphs.join('\n\n'),
      ...(itemsText ? [itemsText] : []),
      `${seeGarden}: ${data.sellerLink}`,
      footer,
    ].join('\n\n'),
    html: emailLayout({
      heading: say('email.invitation.heading'),
      paragraphs,
      links: items,
      action: { label: seeGarden, url: data.sellerLink },
      footer,
      locale,
    }),
    link: data.sellerLink,
  };
}
