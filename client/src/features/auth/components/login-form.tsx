import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { errorDetail, statusOf } from '@client/lib/http-errors';
import { returnPath } from '@client/lib/return-to';
import { sessionStore } from '@client/lib/session';
import { paths } from '@client/paths';
import { type LoginInput, loginSchema } from '@common/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { login, prepareClient } from '../api';

/** docs/product.md §3.4: 401, then the server's detail, the error's message, a fallback. */
export function loginErrorMessage(error: unknown): string {
  if (statusOf(error) === 401) return 'Incorrect email or password';
  return (
    errorDetail(error) ??
    (error instanceof Error && error.message ? error.message : 'An error occurred')
  );
}

export function LoginForm() {
  const location = useLocation();
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      const answer = await login(values);
      if (!answer?.access_token) {
        setError('Invalid credentials');
        return;
      }
      sessionStore.start(
        answer.access_token,
        answer.user,
        returnPath(location.state) ?? paths.myListings,
      );
    } catch (err) {
      setError(loginErrorMessage(err));
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} onFocus={prepareClient} noValidate>
      {error && <Alert onDismiss={() => setError(undefined)}>{error}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        disabled={isSubmitting}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        disabled={isSubmitting}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? 'Loading...' : 'Login'}
      </Button>
      <p className="auth-card__footer">
        <Link to={paths.forgotPassword}>Forgot password?</Link>
      </p>
    </form>
  );
}
