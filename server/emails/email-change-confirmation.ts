import type { MailMessage } from '@server/lib/mailer';
import { accountEmail } from './account-email';

/** Sent to the new address: the change happens only when this link is opened. */
export function emailChangeConfirmationEmail(opts: {
  to: string;
  username: string;
  link: string;
}): MailMessage {
  const paragraphs = [
    `Hi ${opts.username},`,
    'You asked to use this address for your Homegrown account. Confirm it with the link below. It works once and expires in 24 hours.',
    'Until you do, your account keeps its current address. If you did not ask for this, you can ignore this e-mail.',
  ];
  return accountEmail({
    to: opts.to,
    subject: 'Confirm your new Homegrown e-mail address',
    heading: 'Confirm your new e-mail address',
    paragraphs,
    action: { label: 'Confirm this address', url: opts.link },
    secret: true,
  });
}
