import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { errorDetail } from '@client/lib/api';
import { paths } from '@client/paths';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@common/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '../api';
import { AuthCard } from '../components/auth-card';

const GENERIC = 'If an account exists for that e-mail, a password reset link has been sent.';

/** A generic message at once: it never tells whether an address has an account. */
export function ForgotPasswordPage() {
  const [info, setInfo] = useState<string>();
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(undefined);
    setInfo(GENERIC);
    try {
      const answer = await requestPasswordReset(email);
      setInfo(answer.message ?? GENERIC);
    } catch (err) {
      const detail = errorDetail(err);
      if (detail) {
        setInfo(undefined);
        setError(detail);
      }
    }
  });

  return (
    <AuthCard title="Forgot password">
      <form className="stack" onSubmit={onSubmit} noValidate>
        <p className="muted" style={{ margin: 0 }}>
          Enter the e-mail of your account and we will send you a link to choose a new password.
        </p>
        {info && <Alert tone="info">{info}</Alert>}
        {error && <Alert onDismiss={() => setError(undefined)}>{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? 'Loading...' : 'Send reset link'}
        </Button>
        <p className="auth-card__footer">
          <Link to={paths.login}>Login</Link>
        </p>
      </form>
    </AuthCard>
  );
}
