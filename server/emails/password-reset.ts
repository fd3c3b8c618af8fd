import type { MailMessage } from '../lib/mailer';
import { emailLayout } from './layout';

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
  return {
    to: opts.to,
    subject: 'Reset your Homegrown password',
    text: `${paragraphs.join('\n\n')}\n\n${opts.link}\n`,
    html: emailLayout({
      heading: 'Reset your password',
      paragraphs,
      action: { label: 'Choose a new password', url: opts.link },
      footer: 'Homegrown — trade your produce in your neighborhood.',
    }),
    link: opts.link,
  };
}
