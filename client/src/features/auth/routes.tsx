import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

export const authRoutes: FeatureRoutes = {
  guest: [
    {
      path: paths.login,
      lazy: async () => ({
        Component: (await import('./routes/login-register-page')).LoginRegisterPage,
      }),
    },
    {
      path: paths.register,
      lazy: async () => ({
        Component: (await import('./routes/login-register-page')).LoginRegisterPage,
      }),
    },
    {
      path: paths.forgotPassword,
      lazy: async () => ({
        Component: (await import('./routes/forgot-password-page')).ForgotPasswordPage,
      }),
    },
  ],
  // A member following an e-mailed link may still be signed in on this device.
  bare: [
    {
      path: paths.resetPassword,
      lazy: async () => ({
        Component: (await import('./routes/reset-password-page')).ResetPasswordPage,
      }),
    },
  ],
};
