// What the auth module offers the rest of the server (other modules, the wiring, the routes'
// list): another module imports it from here, `@server/modules/auth`, never from a file of the
// module; its other files are its own (docs/decisions.md "Layers").
export {
  composeEmailChange,
  composeEmailChangeNotice,
  composeEmailConfirmation,
  composePasswordChanged,
  composePasswordReset,
} from './account-emails';
export { findUserWithFriendCount, friendCountSql, memberExists } from './accounts';
export { deleteExpiredTokens } from './expired-tokens';
export { authRoutes } from './routes';
export { assertCurrentPassword, loadProfile, locate, updateProfile } from './service';
