import {
  authResponseSchema,
  emailConfirmedSchema,
  emailConfirmSchema,
  forgotPasswordSchema,
  loginFormSchema,
  messageAnswerSchema,
  registerSchema,
  resetPasswordSchema,
} from '@common/schemas/auth';
import type { AppContext } from '@server/context';
import { defineRoute } from '@server/http/route';
import express from 'express';
import {
  ADDRESS_CONFIRMED_MESSAGE,
  confirmEmailChange,
  EMAIL_CONFIRMED_MESSAGE,
} from './email-change';
import { resendEmailConfirmation } from './email-confirmation';
import { createLoginThrottle } from './login-throttle';
import * as auth from './service';

const MINUTE = 60_000;

/** Accounts: registration, sign-in and out, password reset, e-mail confirmation. */
export function authRoutes(ctx: AppContext) {
  const { limiter } = ctx;
  const throttle = createLoginThrottle(limiter);
  const resetEmail = (req: express.Request) =>
    typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : undefined;

  return [
    defineRoute(
      {
        method: 'POST',
        path: '/auth/register',
        tag: 'accounts',
        access: 'guest',
        summary: 'Create an account',
        body: registerSchema,
        response: authResponseSchema,
        status: 201,
        errors: { 409: 'The e-mail or username is taken' },
        before: [limiter({ name: 'register-ip', windowMs: 30 * MINUTE, limit: 5 })],
      },
      ({ input }) => auth.register(ctx, input.body),
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/auth/login',
        tag: 'accounts',
        access: 'guest',
        summary: 'Sign in (username holds the e-mail)',
        body: loginFormSchema,
        bodyType: 'form',
        response: authResponseSchema,
        errors: { 401: 'Incorrect email or password', 429: 'Too many failed sign-ins' },
        before: [express.urlencoded({ extended: false, limit: '10kb' }), ...throttle.guard],
      },
      async ({ input, req }) => {
        const { username, password } = input.body;
        const answer = await auth.login(ctx, username, password);
        await throttle.signedIn(req, username);
        return answer;
      },
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/auth/logout',
        tag: 'accounts',
        access: 'member',
        summary: 'Revoke the token of this request',
        status: 204,
      },
      async ({ user }) => {
        await auth.logout(ctx, user);
      },
    ),
    // Neither reset route is held back by the sign-in counters: the e-mailed link is how the
    // owner gets in while guessing from elsewhere keeps their account's sign-in limited.
    defineRoute(
      {
        method: 'POST',
        path: '/auth/request-password-reset',
        tag: 'accounts',
        access: 'guest',
        summary: 'E-mail a single-use reset link',
        body: forgotPasswordSchema,
        response: messageAnswerSchema,
        before: [
          limiter({ name: 'reset-address', windowMs: 30 * MINUTE, limit: 5, key: resetEmail }),
        ],
      },
      async ({ input }) => ({ message: await auth.requestPasswordReset(ctx, input.body.email) }),
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/auth/reset-password',
        tag: 'accounts',
        access: 'guest',
        summary: 'Set a new password with a reset token',
        body: resetPasswordSchema,
        response: messageAnswerSchema,
        errors: { 400: 'An invalid or expired token' },
        before: [limiter({ name: 'reset-ip', windowMs: 30 * MINUTE, limit: 20 })],
      },
      async ({ input, req }) => {
        const { token, new_password } = input.body;
        const { email } = await auth.resetPassword(ctx, token, new_password);
        await throttle.provedOwner(req, email);
        return { message: auth.RESET_DONE_MESSAGE };
      },
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/auth/email/confirm',
        tag: 'accounts',
        access: 'guest',
        summary: 'Make a new e-mail address take effect with the token sent to it',
        body: emailConfirmSchema,
        response: emailConfirmedSchema,
        errors: {
          400: 'An unknown, used or expired token',
          409: 'The address was taken meanwhile',
        },
        before: [limiter({ name: 'email-confirm-ip', windowMs: 30 * MINUTE, limit: 20 })],
      },
      async ({ input }) => {
        const { userId, changed } = await confirmEmailChange(ctx, input.body.token);
        const message = changed ? EMAIL_CONFIRMED_MESSAGE : ADDRESS_CONFIRMED_MESSAGE;
        return { message, user_id: userId, email_changed: changed };
      },
    ),
    defineRoute(
      {
        method: 'POST',
        path: '/auth/email-confirmation',
        tag: 'accounts',
        access: 'member',
        summary: "Send the link that confirms the member's address again",
        response: messageAnswerSchema,
        errors: { 409: 'The address is already confirmed' },
        // E-mail leaves the system: as many as reset requests (docs/product.md §12.6).
        before: [
          limiter({
            name: 'email-confirmation-member',
            windowMs: 30 * MINUTE,
            limit: 5,
            key: (req) => (req.user ? `u${req.user.id}` : undefined),
          }),
        ],
      },
      async ({ user }) => ({ message: await resendEmailConfirmation(ctx, user.id) }),
    ),
  ];
}
