import type { AppContext } from '@server/context';
import type { EmailComposers } from '@server/deliveries/send-email';
import {
  composeEmailChange,
  composeEmailChangeNotice,
  composeEmailConfirmation,
  composePasswordChanged,
  composePasswordReset,
} from '@server/modules/auth';
import { composeListingRemovedEmail } from '@server/modules/moderation';
import {
  composeDigestEmail,
  composeExpiryEmail,
  composeFriendRequestEmail,
  composeMatchEmail,
} from '@server/modules/notifications';

/** Every e-mail the app sends, by its job's type (server/jobs/email-payloads.ts). */
export const emailComposers: EmailComposers<AppContext> = {
  match: composeMatchEmail,
  friend_request: composeFriendRequestEmail,
  listing_expiring: composeExpiryEmail,
  message_digest: composeDigestEmail,
  listing_removed: composeListingRemovedEmail,
  password_reset: composePasswordReset,
  password_changed: composePasswordChanged,
  email_change: composeEmailChange,
  email_change_notice: composeEmailChangeNotice,
  email_confirmation: composeEmailConfirmation,
};
