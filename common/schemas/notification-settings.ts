import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notification-kinds';
import { queryId } from './query';

/** The kinds that have an e-mail of their own (docs/product.md §8.9). */
export const EMAIL_KINDS = ['match', 'friend_request', 'listing_expiring', 'message'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** How the settings screen and the e-mails name each kind. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  match: 'Wish-list matches',
  friend_request: 'Friend requests',
  friend_accepted: 'Accepted friend requests',
  listing_reserved: 'Listings reserved for you',
  listing_expiring: 'Your listings about to end',
  message: 'Unread messages',
};

const channel = (name: string) => z.boolean({ error: `${name} must be true or false` });

const choice = z.strictObject(
  { email: channel('email'), push: channel('push') },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Each kind takes only email and push'
        : 'Each kind takes {email, push}',
  },
);

/** GET /notifications/settings: every kind with both channels. */
export const notificationSettingsSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, choice])) as Record<
    NotificationKind,
    typeof choice
  >,
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /notifications/settings: the kinds to change, each with both channels. */
export const notificationSettingsUpdateSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, choice.optional()])) as Record<
    NotificationKind,
    z.ZodOptional<typeof choice>
  >,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown notification kind: ${issue.keys.join(', ')}`
        : 'Send an object of notification kinds',
  },
);
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

/** The one-click unsubscribe link of a notification e-mail (docs/product.md §8.9). */
export const unsubscribeQuery = z.object({
  user: queryId('user'),
  kind: z.enum(EMAIL_KINDS, { error: `kind must be one of ${EMAIL_KINDS.join(', ')}` }),
  token: z
    .string({ error: 'token is required' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'This unsubscribe link is not valid'),
});

/** What the unsubscribe link answers. */
export const unsubscribeAnswerSchema = z.object({
  kind: z.enum(EMAIL_KINDS),
  email: z.boolean(),
});
