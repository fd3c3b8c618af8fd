import {
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  unsubscribeAnswerSchema,
  unsubscribeQuery,
} from '@common/schemas/notification-settings';
import type { AppContext } from '@server/context';
import { defineRoute } from '@server/http/route';
import { forbidden } from '@server/lib/errors';
import { preferencesOf, saveChoices, turnEmailOff } from './channels';
import { isUnsubscribeToken } from './unsubscribe-token';

const tag = 'notifications';

/** Which channels tell a member of what (docs/product.md §8.9), and the e-mails' unsubscribe link. */
export function notificationSettingRoutes(ctx: AppContext) {
  return [
    defineRoute(
      {
        method: 'GET',
        path: '/notifications/settings',
        tag,
        access: 'member',
        summary: 'My notification channels, per kind',
        response: notificationSettingsSchema,
      },
      ({ user }) => preferencesOf(ctx, user.id),
    ),
    defineRoute(
      {
        method: 'PUT',
        path: '/notifications/settings',
        tag,
        access: 'member',
        summary: 'Change the channels of some kinds',
        body: notificationSettingsUpdateSchema,
        response: notificationSettingsSchema,
      },
      ({ input: { body }, user }) => saveChoices(ctx, user.id, body),
    ),
    defineRoute(
      {
        method: 'GET',
        path: '/notifications/unsubscribe',
        tag,
        access: 'guest',
        summary: "An e-mail's unsubscribe link, opened: on to the page that confirms it",
        status: 303,
      },
      ({ req, res }) => {
        // The app's page asks before turning anything off (a link scanner only GETs).
        const search = req.originalUrl.includes('?') ? req.originalUrl.split('?')[1] : '';
        res.redirect(303, `/unsubscribe${search ? `?${search}` : ''}`);
        return undefined;
      },
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/notifications/unsubscribe',
        tag,
        access: 'guest',
        summary: 'One-click unsubscribe (RFC 8058): that kind of e-mail off',
        query: unsubscribeQuery,
        response: unsubscribeAnswerSchema,
        errors: { 403: 'This unsubscribe link is not valid' },
      },
      async ({ input: { query } }) => {
        const { user, kind, token } = query;
        if (!isUnsubscribeToken(ctx.config.unsubscribeKey, user, kind, token)) {
          throw forbidden('This unsubscribe link is not valid');
        }
        await turnEmailOff(ctx, user, kind);
        return { kind, email: false };
      },
    ),
  ];
}
