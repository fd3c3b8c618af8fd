import express, { Router } from 'express';
import {
  forgotPasswordSchema,
  loginFormSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import { inputOf, validate } from '../../lib/validate';
import { currentUser, requireAuth } from '../../middleware/auth';
import * as auth from './service';

const MINUTE = 60_000;

export function authRouter(ctx: AppContext): Router {
  const router = Router();
  const { limiter } = ctx;
  const email = (req: express.Request) =>
    typeof req.body?.username === 'string' ? req.body.username.trim().toLowerCase() : undefined;
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
    limiter({ name: 'login-ip', windowMs: 5 * MINUTE, limit: 25 }),
    limiter({ name: 'login-account', windowMs: 60 * MINUTE, limit: 25, key: email }),
    validate(loginFormSchema),
    async (req, res) => {
      const { username, password } = inputOf(req, loginFormSchema);
      res.json(await auth.login(ctx, username, password));
    },
  );

  router.post('/logout', requireAuth, async (req, res) => {
    await auth.logout(ctx, currentUser(req));
    res.status(204).end();
  });

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
      res.json({ message: await auth.resetPassword(ctx, token, new_password) });
    },
  );

  return router;
}
