import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { errorDetail } from '@client/lib/http-errors';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { sessionStore } from '@client/lib/session';
import { paths } from '@client/paths';
import { type RegisterFormInput, registerFormSchema } from '@common/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { login, prepareClient, register as registerMember } from '../api';

const empty: RegisterFormInput = {
  email: '',
  username: '',
  first_name: '',
  last_name: '',
  password: '',
  confirm_password: '',
};

/** Registers, signs in automatically, then onboarding (docs/product.md §3.3). */
export function RegisterForm() {
  const location = useLocation();
  const t = useT();
  const locale = useLocale();
  const [error, setError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async ({ confirm_password: _, ...values }) => {
    setError(undefined);
    try {
      // The language they read the app in now is their account's (docs/decisions.md "Languages").
      await registerMember({ ...values, locale });
    } catch (err) {
      const data = (err as { response?: { data?: { message?: string } } }).response?.data;
      setError(errorDetail(err) ?? data?.message ?? t('auth.registrationFailed'));
      return;
    }
    try {
      const answer = await login({ email: values.email, password: values.password });
      if (!answer?.access_token) throw new Error('no token');
      // Onboarding first; it then returns to the page the guest joined from (§5.1).
      sessionStore.start(answer.access_token, answer.user, paths.personalInfo, location.state);
    } catch {
      setError(t('auth.loginAfterRegistrationFailed'));
    }
  });

  const field = (name: keyof RegisterFormInput) => ({
    disabled: isSubmitting,
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form className="stack" onSubmit={onSubmit} onFocus={prepareClient} noValidate>
      {error && <Alert onDismiss={() => setError(undefined)}>{error}</Alert>}
      <TextField label={t('auth.email')} type="email" autoComplete="email" {...field('email')} />
      <TextField label={t('auth.username')} autoComplete="username" {...field('username')} />
      <div className="grid-2">
        <TextField label={t('auth.firstName')} autoComplete="given-name" {...field('first_name')} />
        <TextField label={t('auth.lastName')} autoComplete="family-name" {...field('last_name')} />
      </div>
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...field('confirm_password')}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? t('common.loading') : t('auth.register')}
      </Button>
    </form>
  );
}
