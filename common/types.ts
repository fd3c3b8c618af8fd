// Types only: the client bundle gets no zod from here.
import type { z } from 'zod';
import type { authResponseSchema } from './schemas/auth';
import type { emailPreviewSchema } from './schemas/emails';
import type { friendStatusResponseSchema, memberCardSchema } from './schemas/friends';
import type { listingSchema } from './schemas/listings';
import type { messageSchema } from './schemas/messages';
import type { matchNotificationSchema, notificationSchema } from './schemas/notifications';
import type { siteSettingsSchema } from './schemas/site';
import type { publicUserSchema, userProfileSchema } from './schemas/users';
import type { wantListingSchema } from './schemas/wants';

/** API shapes of docs/product.md §7.1 and its API tables, shared by server presenters and client calls. */
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;
export type PublicUser = z.infer<typeof publicUserSchema>;
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export type Listing = z.infer<typeof listingSchema>;

export type WantListing = z.infer<typeof wantListingSchema>;

export type FriendEntry = z.infer<typeof memberCardSchema>;
export type FriendStatusResponse = z.infer<typeof friendStatusResponseSchema>;
export type Message = z.infer<typeof messageSchema>;

export type MatchNotification = z.infer<typeof matchNotificationSchema>;
/** Any kind of notification the bell shows (not the DOM's `Notification`). */
export type MemberNotification = z.infer<typeof notificationSchema>;

export type EmailPreview = z.infer<typeof emailPreviewSchema>;
