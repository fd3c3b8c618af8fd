import { TEST_PASSWORD } from '@server/test/factories';
import { all, type MatrixRow } from './row';

/** Accounts: registering, signing in and out, one's own profile, e-mail and picture. */
export const ACCOUNTS: MatrixRow[] = [
  {
    route: 'POST /api/auth/register',
    call: (_w, n) => ({
      path: '/api/auth/register',
      body: {
        email: `matrix${n}@example.com`,
        username: `matrix_${n}`,
        first_name: 'Matrix',
        last_name: 'Gardener',
        password: 'a-long-garden-password',
      },
    }),
  },
  {
    route: 'POST /api/auth/login',
    call: (w) => ({
      path: '/api/auth/login',
      form: { username: w.owner.email, password: TEST_PASSWORD },
    }),
  },
  {
    route: 'POST /api/auth/logout',
    call: () => ({ path: '/api/auth/logout' }),
  },
  {
    route: 'POST /api/auth/request-password-reset',
    call: (w) => ({ path: '/api/auth/request-password-reset', body: { email: w.owner.email } }),
  },
  {
    route: 'POST /api/auth/reset-password',
    variant: 'a token nobody was sent',
    call: () => ({
      path: '/api/auth/reset-password',
      body: {
        token: 'x'.repeat(43),
        new_password: 'another-garden-pass',
        confirm_password: 'another-garden-pass',
      },
    }),
    outcome: all(400),
  },
  {
    route: 'GET /api/auth/profile',
    call: () => ({ path: '/api/auth/profile' }),
  },
  {
    route: 'PUT /api/auth/profile',
    call: () => ({ path: '/api/auth/profile', body: { first_name: 'Changed' } }),
  },
  {
    route: 'DELETE /api/auth/profile',
    call: () => ({ path: '/api/auth/profile', body: { password: TEST_PASSWORD } }),
  },
  {
    route: 'POST /api/auth/email/confirm',
    call: () => ({ path: '/api/auth/email/confirm', body: { token: 'x'.repeat(43) } }),
    outcome: all(400),
  },
  {
    route: 'POST /api/auth/email-confirmation',
    call: () => ({ path: '/api/auth/email-confirmation' }),
  },
  {
    route: 'GET /api/auth/users/me/avatar',
    variant: 'only the owner has a picture',
    avatar: true,
    call: () => ({ path: '/api/auth/users/me/avatar' }),
    outcome: { stranger: 404, friend: 404, blocked: 404, reporter: 404, moderator: 404 },
  },
  {
    route: 'POST /api/auth/upload-profile-image',
    call: () => ({ path: '/api/auth/upload-profile-image', upload: { field: 'file' } }),
  },
];
