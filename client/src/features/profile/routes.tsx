import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

export const profileRoutes: FeatureRoutes = {
  // The link of an e-mail change is opened signed in or not, on any device.
  bare: [
    {
      path: paths.confirmEmail,
      lazy: async () => ({
        Component: (await import('./routes/confirm-email-page')).ConfirmEmailPage,
      }),
    },
    // An e-mail's unsubscribe link works signed out (docs/product.md §8.9).
    {
      path: paths.unsubscribe,
      lazy: async () => ({
        Component: (await import('./routes/unsubscribe-page')).UnsubscribePage,
      }),
    },
  ],
  protected: [
    {
      path: paths.profile,
      lazy: async () => ({ Component: (await import('./routes/profile-page')).ProfilePage }),
    },
    {
      path: paths.editProfile,
      lazy: async () => ({
        Component: (await import('./routes/edit-profile-page')).EditProfilePage,
      }),
    },
    {
      path: paths.notificationSettings,
      lazy: async () => ({
        Component: (await import('./routes/notification-settings-page')).NotificationSettingsPage,
      }),
    },
  ],
};
