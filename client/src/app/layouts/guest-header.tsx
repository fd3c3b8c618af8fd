import { buttonClass } from '@client/components/button';
import { Logo } from '@client/components/logo';
import { useT } from '@client/lib/i18n/use-i18n';
import { returnState } from '@client/lib/return-to';
import { paths } from '@client/paths';
import { Link, useLocation } from 'react-router-dom';
import './guest-header.css';

/**
 * What a guest sees above an open page (a shared profile, a listing): the logo and the way in,
 * both of which bring them back to this page once they are signed in (docs/product.md §2.3).
 */
export function GuestHeader() {
  const location = useLocation();
  const back = returnState(location);
  const t = useT();
  return (
    <header className="guest-header">
      <Link to={paths.home} className="guest-header__logo" aria-label={t('nav.home')}>
        <Logo />
      </Link>
      <nav className="guest-header__way-in" aria-label={t('nav.account')}>
        <Link to={paths.login} state={back} className="guest-header__login">
          {t('nav.logIn')}
        </Link>
        <Link to={paths.register} state={back} className={buttonClass('primary', { small: true })}>
          {t('nav.join')}
        </Link>
      </nav>
    </header>
  );
}
