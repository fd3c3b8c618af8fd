import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { paths } from '@client/paths';
import { RESET_REDIRECT_MS } from '@common/limits';
import { type ResetPasswordInput, resetPasswordSchema } from '@common/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { AxiosError } from 'axios';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../api';
import { AuthCard } from '../components/auth-card';

/** docs/product.md §3.7, in its order. */
export function resetErrorMessage(error: unknown): string {
  if (error instanceof AxiosError) {
    if (!error.response) return 'No response from server. Please try again later.';
    const data = error.response.data as { detail?: unknown; message?: string } | undefined;
    if (Array.isArray(data?.detail))
      return (data.detail as { msg: string }[]).map((d) => d.msg).join('\n');
    if (typeof data?.detail === 'string') return data.detail;
    if (data?.message) return data.message;
    return 'An unknown error occurred.';
  }
  return 'An unexpected error occurred.';
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) {
    return (
      <AuthCard title="Invalid or missing reset token">
        <p>Please request a new password reset link.</p>
        <Link to={paths.forgotPassword}>Go to Forgot Password</Link>
      </AuthCard>
    );
  }
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, new_password: '', confirm_password: '' },
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      const answer = await resetPassword(values);
      setDone(answer.message ?? 'Password has been reset successfully.');
    } catch (err) {
      setError(resetErrorMessage(err));
    }
  });

  return (
    <AuthCard title="Choose a new password">
      {done ? (
        <Alert tone="success">{done}</Alert>
      ) : (
        <form className="stack" onSubmit={onSubmit} noValidate>
          {error && <Alert onDismiss={() => setError(undefined)}>{error}</Alert>}
          <input type="hidden" {...register('token')} />
          {errors.token && <Alert>{errors.token.message}</Alert>}
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.new_password?.message}
            {...register('new_password')}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
          <Button type="submit" block disabled={isSubmitting}>
            {isSubmitting ? 'Loading...' : 'Reset password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
