import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

export const friendsRoutes: FeatureRoutes = {
  protected: [
    {
      path: paths.myFriends,
      lazy: async () => ({ Component: (await import('./routes/my-friends-page')).MyFriendsPage }),
    },
    {
      path: paths.friendSearch,
      lazy: async () => ({
        Component: (await import('./routes/friend-search-page')).FriendSearchPage,
      }),
    },
    {
      path: paths.friendInvitation,
      lazy: async () => ({
        Component: (await import('./routes/friend-invitation-page')).FriendInvitationPage,
      }),
    },
  ],
  // Onboarding's last step: no navigation (docs/product.md §5.2).
  onboarding: [
    {
      path: paths.inviteFriends,
      lazy: async () => ({
        Component: (await import('./routes/invite-friends-page')).InviteFriendsPage,
      }),
    },
  ],
};
