import { categoryName } from '@common/codes';
import type { MailMessage } from '@server/lib/mailer';
import { inertText } from './inert-text';
import { emailLayout } from './layout';

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
}

/**
 * The friend-invitation e-mail of docs/product.md §9.6: who invites, from where, what they grow.
 * Everything members typed goes through inertText(), in the text part and the HTML alike: the
 * only links are the app's own (docs/decisions.md "Invitations").
 */
export function friendInvitationEmail(data: InvitationData): MailMessage {
  const { inviter } = data;
  const firstName = inertText(inviter.firstName);
  const name = firstName ? `${firstName} (@${inviter.username})` : inviter.username;
  const place = inertText([inviter.city, inviter.state].filter(Boolean).join(', '));
  const paragraphs = [
    data.friendName ? `Hi ${inertText(data.friendName)},` : 'Hi,',
    `${name}${place ? ` from ${place}` : ''} invites you to be friends on Homegrown, where neighbours list the seeds, plants and produce they have to sell, swap or give away, and keep a wish list of what they want.`,
    `Open ${inviter.username}'s page to see what they grow. Once you have signed up (it is free), tap "Add friend" there, and you will see each other's friends-only listings.`,
  ];
  const items = data.items.map((i) => ({
    label: `${inertText(i.title)} (${categoryName(i.categoryId)})`,
    url: i.url,
  }));
  if (items.length) paragraphs.push(`${inviter.username} is offering right now:`);
  const footer = `New to Homegrown? Create your free account at ${data.registerLink}`;
  const itemsText = items.map((i) => `- ${i.label}: ${i.url}`).join('\n');
  return {
    to: data.to,
    subject: `${inviter.username} invited you to Homegrown`,
    text: [
      paragraphs.join('\n\n'),
      ...(itemsText ? [itemsText] : []),
      `See ${inviter.username}'s garden: ${data.sellerLink}`,
      footer,
    ].join('\n\n'),
    html: emailLayout({
      heading: 'You are invited to Homegrown',
      paragraphs,
      links: items,
      action: { label: `See ${inviter.username}'s garden`, url: data.sellerLink },
      footer,
    }),
    link: data.sellerLink,
  };
}
