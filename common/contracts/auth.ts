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
import { defineContracts, says } from './contract';

/** Accounts: registration, sign-in and out, password reset, e-mail confirmation. */
export const authContracts = defineContracts('accounts', {
  register: {
    method: 'POST',
    path: '/auth/register',
    summary: 'Create an account',
    body: registerSchema,
    response: authResponseSchema,
    status: 201,
    errors: { 409: 'The e-mail or username is taken' },
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in (username holds the e-mail)',
    body: loginFormSchema,
    bodyType: 'form',
    response: authResponseSchema,
    errors: { 401: says('auth.error.wrongCredentials'), 429: 'Too many failed sign-ins' },
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Revoke the token of this request',
    status: 204,
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/auth/request-password-reset',
    summary: 'E-mail a single-use reset link',
    body: forgotPasswordSchema,
    response: messageAnswerSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Set a new password with a reset token',
    body: resetPasswordSchema,
    response: messageAnswerSchema,
    errors: { 400: 'An invalid or expired token' },
  },
  confirmEmail: {
    method: 'POST',
    path: '/auth/email/confirm',
    summary: 'Make a new e-mail address take effect with the token sent to it',
    body: emailConfirmSchema,
    response: emailConfirmedSchema,
    errors: {
      400: 'An unknown, used or expired token',
      409: 'The address was taken meanwhile',
    },
  },
  resendEmailConfirmation: {
    method: 'POST',
    path: '/auth/email-confirmation',
    summary: "Send the link that confirms the member's address again",
    response: messageAnswerSchema,
    errors: { 409: 'The address is already confirmed' },
  },
});
