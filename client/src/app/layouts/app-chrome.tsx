import { ChatIcon, ListIcon, StoreIcon, UserIcon } from '@client/components/icons';
import { Logo } from '@client/components/logo';
import { PendingRequestsBadge } from '@client/features/friends/components/pending-requests-badge';
import { UnreadBadge } from '@client/features/messages/components/unread-badge';
import { NotificationBell } from '@client/features/notifications/components/notification-bell';
import { loadNamespace } from '@client/lib/i18n/locale-store';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import type { ClientNamespace } from '@common/i18n/namespaces';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import './app-chrome.css';

const BADGE_NAMESPACES: ClientNamespace[] = ['messages', 'friends', 'notifications'];

/**
 * Top bar (logo to /, notifications) and the navigation of docs/product.md §2.3: a bar at the
 * bottom of phones and tablets, inside the top bar from 1024 px (§2.6). One element in the top
 * bar for both, so the keyboard reaches it before the page at every width.
 */
export function AppChrome({ children }: { children: ReactNode }) {
  const t = useT();
  // The badges' and the bell's words are fetched now, beside the page's, rather than once the
  // bell has asked for them and waited (docs/decisions.md "Languages").
  const locale = useLocale();
  for (const namespace of BADGE_NAMESPACES) void loadNamespace(locale, namespace).catch(() => {});
  return (
    <>
      <header className="topbar">
        <Link to={paths.home} className="topbar__logo" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <nav className="bottom-nav" aria-label={t('nav.main')}>
          <NavLink to={paths.myListings} className="bottom-nav__item" end>
            <ListIcon />
            <span>{t('nav.myListings')}</span>
          </NavLink>
          <NavLink to={paths.listings} className="bottom-nav__item" end>
            <StoreIcon />
            <span>{t('nav.marketplace')}</span>
          </NavLink>
          <NavLink to={paths.messages} className="bottom-nav__item">
            <span className="bottom-nav__icon">
              <ChatIcon />
              <UnreadBadge />
            </span>
            <span>{t('nav.messages')}</span>
          </NavLink>
          <NavLink to={paths.profile} className="bottom-nav__item">
            {/* The way to friends (docs/product.md §4.1): pending requests show here. */}
            <span className="bottom-nav__icon">
              <UserIcon />
              <PendingRequestsBadge />
            </span>
            <span>{t('nav.profile')}</span>
          </NavLink>
        </nav>
        <NotificationBell />
      </header>
      <main id="main">{children}</main>
    </>
  );
}
