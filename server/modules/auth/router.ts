import {
  emailConfirmSchema,
  forgotPasswordSchema,
  loginFormSchema,
  registerSchema,
  resetPasswordSchema,
} from '@common/schemas/auth';
import express, { Router } from 'express';
import type { AppContext } from '../../context';
import { inputOf, validate } from '../../lib/validate';
import { currentUser, requireAuth } from '../../middleware/auth';
import { confirmEmailChange, EMAIL_CONFIRMED_MESSAGE } from './email-change';
import { createLoginThrottle } from './login-throttle';
import * as auth from './service';

const MINUTE = 60_000;

export function authRouter(ctx: AppContext): Router {
  const router = Router();
  const { limiter } = ctx;
  const throttle = createLoginThrottle(limiter);
  const resetEmail = (req: express.Request) =>
    typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : undefined;

  router.post(
    '/register',
    limiter({ name: 'register-ip', windowMs: 30 * MINUTE, limit: 5 }),
    validate(registerSchema),
    async (req, res) => {
      res.status(201).json(await auth.register(ctx, inputOf(req, registerSchema)));
    },
  );

  router.post(
    '/login',
    express.urlencoded({ extended: false, limit: '10kb' }),
    ...throttle.guard,
    validate(loginFormSchema),
    async (req, res) => {
      const { username, password } = inputOf(req, loginFormSchema);
      const answer = await auth.login(ctx, username, password);
      await throttle.signedIn(req, username);
      res.json(answer);
    },
  );

  router.post('/logout', requireAuth, async (req, res) => {
    await auth.logout(ctx, currentUser(req));
    res.status(204).end();
  });

  // Neither reset route is held back by the sign-in counters: the e-mailed link is how the
  // owner gets in while guessing from elsewhere keeps their account's sign-in limited.
  router.post(
    '/request-password-reset',
    limiter({ name: 'reset-address', windowMs: 30 * MINUTE, limit: 5, key: resetEmail }),
    validate(forgotPasswordSchema),
    async (req, res) => {
      const { email } = inputOf(req, forgotPasswordSchema);
      res.json({ message: await auth.requestPasswordReset(ctx, email) });
    },
  );

  router.post(
    '/reset-password',
    limiter({ name: 'reset-ip', windowMs: 30 * MINUTE, limit: 20 }),
    validate(resetPasswordSchema),
    async (req, res) => {
      const { token, new_password } = inputOf(req, resetPasswordSchema);
      const { email } = await auth.resetPassword(ctx, token, new_password);
      await throttle.provedOwner(req, email);
      res.json({ message: auth.RESET_DONE_MESSAGE });
    },
  );

  router.post(
    '/email/confirm',
    limiter({ name: 'email-confirm-ip', windowMs: 30 * MINUTE, limit: 20 }),
    validate(emailConfirmSchema),
    async (req, res) => {
      const { userId } = await confirmEmailChange(ctx, inputOf(req, emailConfirmSchema).token);
      res.json({ message: EMAIL_CONFIRMED_MESSAGE, user_id: userId });
    },
  );

  return router;
}
