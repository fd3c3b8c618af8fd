import type { MailMessage } from '@server/lib/mailer';
import { accountEmail } from './account-email';

export function passwordResetEmail(opts: {
  to: string;
  username: string;
  link: string;
}): MailMessage {
  const paragraphs = [
    `Hi ${opts.username},`,
    'Someone asked to reset the password of your Homegrown account. If it was you, choose a new password with the link below. It works once and expires in one hour.',
    'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  ];
  return accountEmail({
    to: opts.to,
    subject: 'Reset your Homegrown password',
    heading: 'Reset your password',
    paragraphs,
    action: { label: 'Choose a new password', url: opts.link },
    secret: true,
  });
}
