import type { MailMessage } from '@server/lib/mailer';
import { accountEmail } from './account-email';

/** Sent to a new member's address (and again when they ask): the link confirms it is theirs. */
export function emailConfirmationEmail(opts: {
  to: string;
  username: string;
  link: string;
}): MailMessage {
  const paragraphs = [
    `Hi ${opts.username},`,
    'Please confirm that this address is yours with the link below. It works once and expires in 24 hours.',
    'If you did not sign up for Homegrown, you can ignore this e-mail.',
  ];
  return accountEmail({
    to: opts.to,
    subject: 'Confirm your Homegrown e-mail address',
    heading: 'Confirm your e-mail address',
    paragraphs,
    action: { label: 'Confirm this address', url: opts.link },
    secret: true,
  });
}
