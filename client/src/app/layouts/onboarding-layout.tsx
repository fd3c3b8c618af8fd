import { Logo } from '@client/components/logo';
import { useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import './guest-header.css';

/**
 * Onboarding (docs/product.md §2.1, §5): members only, under a top bar with the logo alone.
 * No navigation: the steps lead on by their own Next and Skip, and no bar at the bottom of a
 * phone can cover them.
 */
export function OnboardingLayout() {
  const session = useSession();
  const location = useLocation();
  const t = useT();
  if (!session) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return (
    <>
      <header className="guest-header">
        <Link to={paths.home} className="guest-header__logo" aria-label={t('nav.home')}>
          <Logo />
        </Link>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
