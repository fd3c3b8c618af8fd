import type { MailMessage } from '@server/lib/mailer';
import { accountEmail } from './account-email';

/** Sent to the member's address after their password was changed from the profile. */
export function passwordChangedEmail(opts: {
  to: string;
  username: string;
  forgotPasswordLink: string;
}): MailMessage {
  const paragraphs = [
    `Hi ${opts.username},`,
    'The password of your Homegrown account was just changed, and every other device was signed out.',
    'If it was you, there is nothing to do. If it was not, reset your password now with the link below.',
  ];
  return accountEmail({
    to: opts.to,
    subject: 'Your Homegrown password was changed',
    heading: 'Your password was changed',
    paragraphs,
    action: { label: 'Reset my password', url: opts.forgotPasswordLink },
    secret: false,
  });
}
