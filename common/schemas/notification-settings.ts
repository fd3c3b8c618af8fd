import { z } from 'zod';
import { text } from '../i18n/format';
import { say } from '../i18n/zod-messages';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notification-kinds';
import { queryId } from './query';

/** The kinds that have an e-mail of their own (docs/product.md §8.9). */
export const EMAIL_KINDS = ['match', 'friend_request', 'listing_expiring', 'message'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

const channel = (name: string) => z.boolean(say('validation.fieldTrueOrFalse', { name }));

// Said as the input is checked, in the current language (common/i18n/zod-messages.ts).
const choice = z.strictObject(
  { email: channel('email'), push: channel('push') },
  {
    error: (issue) =>
      text(
        issue.code === 'unrecognized_keys'
          ? 'validation.notificationChannelsOnly'
          : 'validation.notificationChannels',
      ),
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
        ? text('validation.notificationKindUnknown', { kinds: issue.keys.join(', ') })
        : text('validation.notificationKinds'),
  },
);
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

/** The one-click unsubscribe link of a notification e-mail (docs/product.md §8.9). */
export const unsubscribeQuery = z.object({
  user: queryId('user'),
  kind: z.enum(
    EMAIL_KINDS,
    say('validation.fieldOneOf', { name: 'kind', values: EMAIL_KINDS.join(', ') }),
  ),
  token: z
    .string(say('validation.fieldRequired', { name: 'token' }))
    .regex(/^[A-Za-z0-9_-]{43}$/, say('validation.unsubscribeLinkInvalid')),
});

/** What the unsubscribe link answers. */
export const unsubscribeAnswerSchema = z.object({
  kind: z.enum(EMAIL_KINDS),
  email: z.boolean(),
});
