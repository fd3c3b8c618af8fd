import type { Locale } from '@common/i18n/locales';
import type { MailMessage } from '@server/lib/mailer';
import { inertText } from './inert-text';
import { emailLayout, unsubscribeHeaders, unsubscribeText } from './layout';
import { wordsIn, yesOrNo } from './words';

export interface FriendRequestEmailData {
  to: string;
  /** The member's first name, else their username. */
  userName: string;
  requester: { username: string; firstName: string; city: string | null };
  /** Where the member answers: /myfriends. */
  friendsLink: string;
  unsubscribeLink: string;
  /** The recipient's language (docs/decisions.md "Languages"). */
  locale: Locale;
}

/**
 * "Someone asked to be your friend" (docs/product.md §8.9), to the member's own address. The
 * invitation e-mail of §9.6 is the one for people who are not members yet.
 */
export function friendRequestEmail(data: FriendRequestEmailData): MailMessage {
  const { requester, locale } = data;
  const say = wordsIn(locale);
  const firstName = inertText(requester.firstName);
  const who = firstName ? `${firstName} (@${requester.username})` : `@${requester.username}`;
  const city = inertText(requester.city ?? '');
  const paragraphs = [
    say('email.greeting', { username: inertText(data.userName) }),
    say('email.friendRequest.body', { who, hasCity: yesOrNo(requester.city), city }),
    say('email.friendRequest.answer'),
  ];
  const footer = say('email.friendRequest.footer');
  return {
    to: data.to,
    subject: say('email.friendRequest.subject', { username: requester.username }),
    text: `${paragraphs.join('\n\n')}\n\n${data.friendsLink}\n\n${footer}\n${unsubscribeText(data.unsubscribeLink, locale)}`,
    html: emailLayout({
      heading: say('email.friendRequest.heading'),
      paragraphs,
      action: { label: say('email.friendRequest.action'), url: data.friendsLink },
      footer,
      unsubscribe: data.unsubscribeLink,
      locale,
    }),
    link: data.friendsLink,
    headers: unsubscribeHeaders(data.unsubscribeLink),
  };
}
