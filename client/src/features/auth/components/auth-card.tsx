import { Logo } from '@client/components/logo';
import { LanguageSwitch } from '@client/lib/i18n/language-switch';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './auth-card.css';

/** The card over the garden photo that login, register and password recovery share. */
export function AuthCard({
  tabs,
  title,
  children,
}: {
  tabs?: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <Link to={paths.home} className="auth-card__logo" aria-label={t('auth.homeLink')}>
          <Logo />
        </Link>
        {tabs}
        <h1
          className={tabs ? 'visually-hidden' : undefined}
          style={tabs ? undefined : { fontSize: '1.3rem' }}
        >
          {title}
        </h1>
        {children}
        <LanguageSwitch className="auth-card__language" />
      </div>
    </main>
  );
}
