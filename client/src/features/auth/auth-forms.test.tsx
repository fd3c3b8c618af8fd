import { renderRoute } from '@client/test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginForm } from './components/login-form';
import { RegisterForm } from './components/register-form';
import { ForgotPasswordPage } from './routes/forgot-password-page';
import { ResetPasswordPage } from './routes/reset-password-page';

describe('login form', () => {
  it("shows docs/product.md §3.10's messages for missing and malformed fields", async () => {
    renderRoute(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  });
});

describe('register form', () => {
  it('checks every field before anything is sent', async () => {
    renderRoute(<RegisterForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      'Email is required',
      'First name is required',
      'Last name is required',
      'Please confirm your password',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('checks the username, the password length and the confirmation', async () => {
    renderRoute(<RegisterForm />);
    await userEvent.type(screen.getByLabelText('Username'), 'a b');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Username can only contain letters, numbers, and underscores'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Username must be at least 3 characters long'),
    ).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('validates the address', async () => {
    renderRoute(<ForgotPasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });
});

describe('reset password', () => {
  it('explains a missing token', () => {
    renderRoute(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByText('Invalid or missing reset token')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('validates the new password', async () => {
    renderRoute(<ResetPasswordPage />, {
      path: '/reset-password',
      at: '/reset-password?token=abc',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('New password is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('Password must be at least 8 characters long.'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
  });
});
