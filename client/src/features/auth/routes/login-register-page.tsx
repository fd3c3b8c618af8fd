import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { Link, useLocation } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';

/** One card with Login and Register tabs; the last path segment picks the tab (docs/product.md §3.2). */
export function LoginRegisterPage() {
  // The page a guest came from rides along when they switch tabs (docs/product.md §3.2).
  const { pathname, state } = useLocation();
  const t = useT();
  const tab = pathname.split('/').filter(Boolean).pop() === 'register' ? 'register' : 'login';
  const tabs = (
    <nav className="auth-card__tabs" aria-label={t('auth.tabs')}>
      <Link
        to={paths.login}
        state={state}
        className="auth-card__tab"
        aria-current={tab === 'login' ? 'page' : undefined}
      >
        {t('auth.login')}
      </Link>
      <Link
        to={paths.register}
        state={state}
        className="auth-card__tab"
        aria-current={tab === 'register' ? 'page' : undefined}
      >
        {t('auth.register')}
      </Link>
    </nav>
  );
  return (
    <AuthCard tabs={tabs} title={t(tab === 'login' ? 'auth.login' : 'auth.register')}>
      {tab === 'login' ? <LoginForm /> : <RegisterForm />}
    </AuthCard>
  );
}
