import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { errorDetail, statusOf, unanswered } from '@client/lib/http-errors';
import { switchLocale } from '@client/lib/i18n/locale-store';
import { type Translate, useT } from '@client/lib/i18n/use-i18n';
import { returnPath } from '@client/lib/return-to';
import { sessionStore } from '@client/lib/session';
import { paths } from '@client/paths';
import { formatMessage } from '@common/i18n/format';
import { type LoginInput, loginSchema } from '@common/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { login, prepareClient } from '../api';

/**
 * docs/product.md §3.4: 401, then the server's detail, the error's message, a fallback. No
 * answer at all is said in the reader's language, not in the HTTP client's English.
 */
function loginErrorMessage(error: unknown, t?: Translate): string {
  const say: Translate = t ?? ((key) => formatMessage('en', key));
  if (statusOf(error) === 401) return say('auth.error.wrongCredentials');
  const detail = errorDetail(error);
  if (detail) return detail;
  if (unanswered(error)) return say('common.error.network');
  return error instanceof Error && error.message ? error.message : say('common.errorOccurred');
}

export function LoginForm() {
  const location = useLocation();
  const t = useT();
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
        setError(t('auth.invalidCredentials'));
        return;
      }
      // The member's own language from now on (docs/decisions.md "Languages").
      await switchLocale(answer.user.locale).catch(() => undefined);
      sessionStore.start(
        answer.access_token,
        answer.user,
        returnPath(location.state) ?? paths.myListings,
      );
    } catch (err) {
      setError(loginErrorMessage(err, t));
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} onFocus={prepareClient} noValidate>
      {error && <Alert onDismiss={() => setError(undefined)}>{error}</Alert>}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        disabled={isSubmitting}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        disabled={isSubmitting}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? t('common.loading') : t('auth.login')}
      </Button>
      <p className="auth-card__footer">
        <Link to={paths.forgotPassword}>{t('auth.forgotPasswordLink')}</Link>
      </p>
    </form>
  );
}
