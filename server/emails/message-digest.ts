import type { Locale } from '@common/i18n/locales';
import type { MailMessage } from '@server/lib/mailer';
import { inertText } from './inert-text';
import { emailLayout, unsubscribeHeaders, unsubscribeText } from './layout';
import { type Say, wordsIn } from './words';

export interface DigestConversation {
  senderUsername: string;
  unread: number;
  /** The conversation in the app: /messages/{sender id}. */
  link: string;
}

export interface MessageDigestData {
  to: string;
  userName: string;
  conversations: DigestConversation[];
  messagesLink: string;
  unsubscribeLink: string;
  /** The recipient's language (docs/decisions.md "Languages"). */
  locale: Locale;
}

const unreadOf = (say: Say, c: DigestConversation) =>
  say('email.digest.unreadFrom', { count: c.unread, sender: c.senderUsername });

/**
 * The unread-messages digest (docs/product.md §8.9): who wrote and how much, never the
 * messages themselves (an e-mail travels further than the app).
 */
export function messageDigestEmail(input: MessageDigestData): MailMessage {
  const { locale } = input;
  const say = wordsIn(locale);
  const conversations = input.conversations.map((c) => ({
    ...c,
    senderUsername: inertText(c.senderUsername),
  }));
  const [first] = conversations;
  if (!first) throw new Error('messageDigestEmail needs at least one conversation');
  const single = conversations.length === 1;
  const count = conversations.length;
  const paragraphs = [
    say('email.greeting', { username: inertText(input.userName) }),
    single
      ? say('email.digest.body', { unread: unreadOf(say, first) })
      : say('email.digest.several.body', { count }),
  ];
  const links = single ? [] : conversations.map((c) => ({ label: unreadOf(say, c), url: c.link }));
  const action = single
    ? { label: say('email.digest.action'), url: first.link }
    : { label: say('email.digest.several.action'), url: input.messagesLink };
  const footer = say('email.digest.footer');
  return {
    to: input.to,
    subject: single
      ? say('email.digest.subject', { sender: first.senderUsername })
      : say('email.digest.several.subject', { count }),
    text: [
      paragraphs.join('\n\n'),
      ...links.map((l) => `- ${l.label}: ${l.url}`),
      action.url,
      `${footer}\n${unsubscribeText(input.unsubscribeLink, locale)}`,
    ].join('\n\n'),
    html: emailLayout({
      heading: say('email.digest.heading'),
      paragraphs,
      links,
      action,
      footer,
      unsubscribe: input.unsubscribeLink,
      locale,
    }),
    link: action.url,
    headers: unsubscribeHeaders(input.unsubscribeLink),
  };
}
