import type { FeatureRoutes } from '../../lib/routes';
import { paths } from '../../paths';

export const friendsRoutes: FeatureRoutes = {
  // Guests may view seller profiles (docs/decisions.md); friend actions need a login.
  public: [
    {
      path: paths.seller(':id'),
      lazy: async () => ({ Component: (await import('./routes/seller-page')).SellerPage }),
    },
  ],
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
      path: paths.friendInvi,
      lazy: async () => ({ Component: (await import('./routes/friend-invi-page')).FriendInviPage }),
    },
    {
      path: paths.inviteFriends,
      lazy: async () => ({
        Component: (await import('./routes/invite-friends-page')).InviteFriendsPage,
      }),
    },
  ],
};
