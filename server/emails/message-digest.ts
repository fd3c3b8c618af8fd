import type { MailMessage } from '@server/lib/mailer';
import { inertText } from './inert-text';
import { emailLayout, unsubscribeHeaders, unsubscribeText } from './layout';

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
}

const unreadOf = (c: DigestConversation) =>
  `${c.unread} unread ${c.unread === 1 ? 'message' : 'messages'} from ${c.senderUsername}`;

/**
 * The unread-messages digest (docs/product.md §8.9): who wrote and how much, never the
 * messages themselves (an e-mail travels further than the app).
 */
export function messageDigestEmail(input: MessageDigestData): MailMessage {
  const conversations = input.conversations.map((c) => ({
    ...c,
    senderUsername: inertText(c.senderUsername),
  }));
  const [first] = conversations;
  if (!first) throw new Error('messageDigestEmail needs at least one conversation');
  const single = conversations.length === 1;
  const paragraphs = [
    `Hi ${inertText(input.userName)},`,
    single
      ? `You have ${unreadOf(first)} on Homegrown.`
      : `You have unread messages from ${conversations.length} members on Homegrown.`,
  ];
  const links = single ? [] : conversations.map((c) => ({ label: unreadOf(c), url: c.link }));
  const action = single
    ? { label: 'Read the conversation', url: first.link }
    : { label: 'Open your messages', url: input.messagesLink };
  const footer =
    'You get this e-mail when a message waits unread for 15 minutes while you are away from Homegrown, once per conversation until you read it.';
  return {
    to: input.to,
    subject: single
      ? `${first.senderUsername} sent you a message on Homegrown`
      : `Unread messages from ${conversations.length} members on Homegrown`,
    text: [
      paragraphs.join('\n\n'),
      ...links.map((l) => `- ${l.label}: ${l.url}`),
      action.url,
      `${footer}\n${unsubscribeText(input.unsubscribeLink)}`,
    ].join('\n\n'),
    html: emailLayout({
      heading: 'Messages are waiting for you',
      paragraphs,
      links,
      action,
      footer,
      unsubscribe: input.unsubscribeLink,
    }),
    link: action.url,
    headers: unsubscribeHeaders(input.unsubscribeLink),
  };
}
