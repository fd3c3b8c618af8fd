import { notificationSettingContracts as contracts } from '@common/contracts/notification-settings';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { forbidden, local } from '@server/lib/errors';
import { preferencesOf, saveChoices, turnEmailOff } from './channels';
import { isUnsubscribeToken } from './unsubscribe-token';

/** Which channels tell a member of what (docs/product.md §8.9), and the e-mails' unsubscribe link. */
export function notificationSettingRoutes(ctx: AppContext) {
  return [
    implement(contracts.settings, { access: 'member', about: 'self' }, ({ user }) =>
      preferencesOf(ctx, user.id),
    ),
    implement(
      contracts.updateSettings,
      { access: 'member', about: 'self' },
      ({ input: { body }, user }) => saveChoices(ctx, user.id, body),
    ),
    implement(contracts.unsubscribeLink, { access: 'guest' }, ({ req, res }) => {
      // The app's page asks before turning anything off (a link scanner only GETs).
      const search = req.originalUrl.includes('?') ? req.originalUrl.split('?')[1] : '';
      res.redirect(303, `/unsubscribe${search ? `?${search}` : ''}`);
      return undefined;
    }),
    implement(contracts.unsubscribe, { access: 'guest' }, async ({ input: { query } }) => {
      const { user, kind, token } = query;
      if (!isUnsubscribeToken(ctx.config.unsubscribeKey, user, kind, token)) {
        throw forbidden(local('email.errors.unsubscribeLinkInvalid'));
      }
      await turnEmailOff(ctx, user, kind);
      return { kind, email: false };
    }),
  ];
}
