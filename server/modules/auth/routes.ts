import { authContracts as contracts } from '@common/contracts/auth';
import { MINUTE_MS } from '@common/time';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { localeOf, textFor } from '@server/i18n';
import express from 'express';
import { confirmEmailChange } from './email-change';
import { resendEmailConfirmation } from './email-confirmation';
import { createLoginThrottle } from './login-throttle';
import * as auth from './service';

/** Accounts: registration, sign-in and out, password reset, e-mail confirmation. */
export function authRoutes(ctx: AppContext) {
  const { limiter } = ctx;
  const throttle = createLoginThrottle(limiter);
  const resetEmail = (req: express.Request) =>
    typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : undefined;

  return [
    implement(
      contracts.register,
      {
        access: 'guest',
        before: [limiter({ name: 'register-ip', windowMs: 30 * MINUTE_MS, limit: 5 })],
      },
      ({ input, req }) => auth.register(ctx, input.body, localeOf(req)),
    ),
    implement(
      contracts.login,
      {
        access: 'guest',
        before: [express.urlencoded({ extended: false, limit: '10kb' }), ...throttle.guard],
      },
      async ({ input, req }) => {
        const { username, password } = input.body;
        const answer = await auth.login(ctx, username, password);
        await throttle.signedIn(req, username);
        return answer;
      },
    ),
    implement(contracts.logout, { access: 'member', about: 'self' }, async ({ user }) => {
      await auth.logout(ctx, user);
    }),
    // Neither reset route is held back by the sign-in counters: the e-mailed link is how the
    // owner gets in while guessing from elsewhere keeps their account's sign-in limited.
    implement(
      contracts.requestPasswordReset,
      {
        access: 'guest',
        before: [
          limiter({ name: 'reset-address', windowMs: 30 * MINUTE_MS, limit: 5, key: resetEmail }),
        ],
      },
      async ({ input, req }) => {
        await auth.requestPasswordReset(ctx, input.body.email);
        return { message: textFor(req, 'auth.resetRequested') };
      },
    ),
    implement(
      contracts.resetPassword,
      {
        access: 'guest',
        before: [limiter({ name: 'reset-ip', windowMs: 30 * MINUTE_MS, limit: 20 })],
      },
      async ({ input, req }) => {
        const { token, new_password } = input.body;
        const { email } = await auth.resetPassword(ctx, token, new_password);
        await throttle.provedOwner(req, email);
        return { message: textFor(req, 'auth.resetDone') };
      },
    ),
    implement(
      contracts.confirmEmail,
      {
        access: 'guest',
        before: [limiter({ name: 'email-confirm-ip', windowMs: 30 * MINUTE_MS, limit: 20 })],
      },
      async ({ input, req }) => {
        const { userId, changed } = await confirmEmailChange(ctx, input.body.token);
        const message = textFor(
          req,
          changed ? 'errors.auth.emailChanged' : 'errors.auth.addressConfirmed',
        );
        return { message, user_id: userId, email_changed: changed };
      },
    ),
    implement(
      contracts.resendEmailConfirmation,
      {
        access: 'member',
        about: 'self',
        // E-mail leaves the system: as many as reset requests (docs/product.md §12.6).
        before: [
          limiter({
            name: 'email-confirmation-member',
            windowMs: 30 * MINUTE_MS,
            limit: 5,
            key: (req) => (req.user ? `u${req.user.id}` : undefined),
          }),
        ],
      },
      async ({ user, req }) => ({
        message: await resendEmailConfirmation(ctx, user.id, localeOf(req)),
      }),
    ),
  ];
}
