import type { MailMessage } from '@server/lib/mailer';
import { inertText } from './inert-text';
import { emailLayout, unsubscribeHeaders, unsubscribeText } from './layout';

export interface FriendRequestEmailData {
  to: string;
  /** The member's first name, else their username. */
  userName: string;
  requester: { username: string; firstName: string; city: string | null };
  /** Where the member answers: /myfriends. */
  friendsLink: string;
  unsubscribeLink: string;
}

/**
 * "Someone asked to be your friend" (docs/product.md §8.9), to the member's own address. The
 * invitation e-mail of §9.6 is the one for people who are not members yet.
 */
export function friendRequestEmail(data: FriendRequestEmailData): MailMessage {
  const { requester } = data;
  const firstName = inertText(requester.firstName);
  const who = firstName ? `${firstName} (@${requester.username})` : `@${requester.username}`;
  const place = requester.city ? ` from ${inertText(requester.city)}` : '';
  const paragraphs = [
    `Hi ${inertText(data.userName)},`,
    `${who}${place} asked to be your friend on Homegrown. Friends see each other's friends-only listings.`,
    'Open your friends page to accept or decline.',
  ];
  const footer = 'You get this e-mail because a member asked to be your friend on Homegrown.';
  return {
    to: data.to,
    subject: `${requester.username} wants to be your friend on Homegrown`,
    text: `${paragraphs.join('\n\n')}\n\n${data.friendsLink}\n\n${footer}\n${unsubscribeText(data.unsubscribeLink)}`,
    html: emailLayout({
      heading: 'A new friend request',
      paragraphs,
      action: { label: 'Answer the request', url: data.friendsLink },
      footer,
      unsubscribe: data.unsubscribeLink,
    }),
    link: data.friendsLink,
    headers: unsubscribeHeaders(data.unsubscribeLink),
  };
}
