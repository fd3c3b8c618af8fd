import type { MessageValues } from '@common/i18n/format';
import type { Locale, MessageKey } from '@common/i18n/locales';
import type { MailMessage } from '@server/lib/mailer';
import { emailLayout } from './layout';
import { wordsIn } from './words';

/** The keys of one account e-mail's words; its paragraphs follow a greeting by name. */
interface AccountEmailWords {
  subject: MessageKey;
  heading: MessageKey;
  paragraphs: MessageKey[];
  action: MessageKey;
  /**
   * Its link signs someone in or changes the account: the outbox may log it outside
   * production only.
   */
  secret: boolean;
}

/** The e-mails about a member's account or what a moderator did to it, as their words' keys. */
const ACCOUNT_EMAILS = {
  /** In answer to "forgot password": the link chooses a new one. */
  passwordReset: {
    subject: 'email.passwordReset.subject',
    heading: 'email.passwordReset.heading',
    paragraphs: ['email.passwordReset.body', 'email.passwordReset.ignore'],
    action: 'email.passwordReset.action',
    secret: true,
  },
  /** To the member's address after their password was changed from the profile. */
  passwordChanged: {
    subject: 'email.passwordChanged.subject',
    heading: 'email.passwordChanged.heading',
    paragraphs: ['email.passwordChanged.body', 'email.passwordChanged.ifNotYou'],
    action: 'email.action.resetPassword',
    secret: false,
  },
  /** To a new member's address (and again when they ask): the link confirms it is theirs. */
  confirmation: {
    subject: 'email.confirmation.subject',
    heading: 'email.confirmation.heading',
    paragraphs: ['email.confirmation.body', 'email.confirmation.ignore'],
    action: 'email.action.confirmAddress',
    secret: true,
  },
  /** To the new address: the change happens only when this link is opened. */
  changeConfirmation: {
    subject: 'email.changeConfirmation.subject',
    heading: 'email.changeConfirmation.heading',
    paragraphs: ['email.changeConfirmation.body', 'email.changeConfirmation.until'],
    action: 'email.action.confirmAddress',
    secret: true,
  },
  /** To the current address when a change to another one is asked for; names it as `newEmail`. */
  changeNotice: {
    subject: 'email.changeNotice.subject',
    heading: 'email.changeNotice.heading',
    paragraphs: ['email.changeNotice.body', 'email.changeNotice.ifNotYou'],
    action: 'email.action.resetPassword',
    secret: false,
  },
  /** A moderator removed one of the member's listings (docs/product.md §14.3), named as `title`. */
  listingRemoved: {
    subject: 'email.listingRemoved.subject',
    heading: 'email.listingRemoved.heading',
    paragraphs: ['email.listingRemoved.body', 'email.listingRemoved.after'],
    action: 'email.listingRemoved.action',
    secret: false,
  },
} satisfies Record<string, AccountEmailWords>;

/**
 * One of the e-mails above, in the member's language (docs/decisions.md "Languages"): the
 * paragraphs, then one button whose address the text part repeats on its own line.
 */
export function accountEmail(
  kind: keyof typeof ACCOUNT_EMAILS,
  opts: {
    to: string;
    username: string;
    /** Where the button leads. */
    url: string;
    /** The recipient's language. */
    locale: Locale;
    /** What the words name besides the member. */
    values?: MessageValues;
  },
): MailMessage {
  const words = ACCOUNT_EMAILS[kind];
  const say = wordsIn(opts.locale);
  const paragraphs = [
    say('email.greeting', { username: opts.username }),
    ...words.paragraphs.map((key) => say(key, opts.values)),
  ];
  const action = { label: say(words.action), url: opts.url };
  return {
    to: opts.to,
    subject: say(words.subject, opts.values),
    text: `${paragraphs.join('\n\n')}\n\n${action.url}\n`,
    html: emailLayout({
      heading: say(words.heading, opts.values),
      paragraphs,
      action,
      footer: say('email.accountFooter'),
      locale: opts.locale,
    }),
    ...(words.secret ? { link: action.url } : {}),
  };
}
