import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { type Translate, useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { formatMessage } from '@common/i18n/format';
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
export function resetErrorMessage(error: unknown, t?: Translate): string {
  const say: Translate = t ?? ((key) => formatMessage('en', key));
  if (error instanceof AxiosError) {
    if (!error.response) return say('auth.reset.noResponse');
    const data = error.response.data as { detail?: unknown; message?: string } | undefined;
    if (Array.isArray(data?.detail))
      return (data.detail as { msg: string }[]).map((d) => d.msg).join('\n');
    if (typeof data?.detail === 'string') return data.detail;
    if (data?.message) return data.message;
    return say('auth.reset.unknownError');
  }
  return say('auth.reset.unexpectedError');
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const t = useT();
  if (!token) {
    return (
      <AuthCard title={t('auth.reset.missingTitle')}>
        <p>{t('auth.reset.missingBody')}</p>
        <Link to={paths.forgotPassword}>{t('auth.reset.missingLink')}</Link>
      </AuthCard>
    );
  }
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const t = useT();
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
      setDone(answer.message ?? t('auth.resetDone'));
    } catch (err) {
      setError(resetErrorMessage(err, t));
    }
  });

  return (
    <AuthCard title={t('auth.reset.title')}>
      {done ? (
        <Alert tone="success">{done}</Alert>
      ) : (
        <form className="stack" onSubmit={onSubmit} noValidate>
          {error && <Alert onDismiss={() => setError(undefined)}>{error}</Alert>}
          <input type="hidden" {...register('token')} />
          {errors.token && <Alert>{errors.token.message}</Alert>}
          <TextField
            label={t('auth.newPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.new_password?.message}
            {...register('new_password')}
          />
          <TextField
            label={t('auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
          <Button type="submit" block disabled={isSubmitting}>
            {isSubmitting ? t('common.loading') : t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
