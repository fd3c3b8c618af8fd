import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { errorDetail } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@common/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '../api';
import { AuthCard } from '../components/auth-card';

/** A generic message at once: it never tells whether an address has an account. */
export function ForgotPasswordPage() {
  const t = useT();
  const generic = t('auth.resetRequested');
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
    setInfo(generic);
    try {
      const answer = await requestPasswordReset(email);
      setInfo(answer.message ?? generic);
    } catch (err) {
      const detail = errorDetail(err);
      if (detail) {
        setInfo(undefined);
        setError(detail);
      }
    }
  });

  return (
    <AuthCard title={t('auth.forgot.title')}>
      <form className="stack" onSubmit={onSubmit} noValidate>
        <p className="muted" style={{ margin: 0 }}>
          {t('auth.forgot.intro')}
        </p>
        {info && <Alert tone="info">{info}</Alert>}
        {error && <Alert onDismiss={() => setError(undefined)}>{error}</Alert>}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? t('common.loading') : t('auth.forgot.submit')}
        </Button>
        <p className="auth-card__footer">
          <Link to={paths.login}>{t('auth.login')}</Link>
        </p>
      </form>
    </AuthCard>
  );
}
