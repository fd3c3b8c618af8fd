import type { MailMessage } from '@server/lib/mailer';
import { accountEmail } from './account-email';

/** Sent to the current address when a change to another one is asked for. */
export function emailChangeNoticeEmail(opts: {
  to: string;
  username: string;
  newEmail: string;
  forgotPasswordLink: string;
}): MailMessage {
  const paragraphs = [
    `Hi ${opts.username},`,
    `Someone signed in to your Homegrown account asked to change its e-mail address to ${opts.newEmail}. The change happens only when the link we sent to that address is opened; until then this address stays on the account.`,
    'If it was you, there is nothing to do. If it was not, reset your password now with the link below: that also cancels the change.',
  ];
  return accountEmail({
    to: opts.to,
    subject: 'Your Homegrown e-mail address is being changed',
    heading: 'Your e-mail address is being changed',
    paragraphs,
    action: { label: 'Reset my password', url: opts.forgotPasswordLink },
    secret: false,
  });
}
