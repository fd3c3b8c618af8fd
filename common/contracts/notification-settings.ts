import {
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  unsubscribeAnswerSchema,
  unsubscribeQuery,
} from '@common/schemas/notification-settings';
import { defineContracts, says } from './contract';

/** Which channels tell a member of what (docs/product.md §8.9), and the e-mails' unsubscribe link. */
export const notificationSettingContracts = defineContracts('notifications', {
  settings: {
    method: 'GET',
    path: '/notifications/settings',
    summary: 'My notification channels, per kind',
    response: notificationSettingsSchema,
  },
  updateSettings: {
    method: 'PUT',
    path: '/notifications/settings',
    summary: 'Change the channels of some kinds',
    body: notificationSettingsUpdateSchema,
    response: notificationSettingsSchema,
  },
  unsubscribeLink: {
    method: 'GET',
    path: '/notifications/unsubscribe',
    summary: "An e-mail's unsubscribe link, opened: on to the page that confirms it",
    status: 303,
  },
  unsubscribe: {
    method: 'POST',
    path: '/notifications/unsubscribe',
    summary: 'One-click unsubscribe (RFC 8058): that kind of e-mail off',
    query: unsubscribeQuery,
    response: unsubscribeAnswerSchema,
    errors: { 403: says('email.errors.unsubscribeLinkInvalid') },
  },
});
