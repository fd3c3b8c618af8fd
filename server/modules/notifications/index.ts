// What the notifications module offers the rest of the server (other modules, the wiring, the routes'
// list): another module imports it from here, `@server/modules/notifications`, never from a file of the
// module; its other files are its own (docs/decisions.md "Layers").
export { announce } from './announce';
export { wants, withDefaults } from './channels';
export { composeMatchEmail, deliverMatches } from './deliver';
export { composeExpiryEmail } from './expiry-reminder';
export { forgetFriendRequest, noticeFriendAccepted, noticeFriendRequest } from './friend-notices';
export { composeFriendRequestEmail } from './friend-request-email';
export { composeDigestEmail, scheduleMessageDigest } from './message-digest';
export { presentAny } from './presenter';
export { pushOf } from './push-text';
export { unitOutsideTheApp } from './recipient-unit';
export { notificationRoutes } from './routes';
export { notificationSettingRoutes } from './settings-routes';
export {
  deleteFriendRequestNotices,
  findNotificationsForPush,
  insertForDelivery,
  insertListingNotices,
  insertNotice,
} from './store';
