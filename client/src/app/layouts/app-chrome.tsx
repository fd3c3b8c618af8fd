import { ChatIcon, ListIcon, StoreIcon, UserIcon } from '@client/components/icons';
import { Logo } from '@client/components/logo';
import { PendingRequestsBadge } from '@client/features/friends/components/pending-requests-badge';
import { UnreadBadge } from '@client/features/messages/components/unread-badge';
import { NotificationBell } from '@client/features/notifications/components/notification-bell';
import { paths } from '@client/paths';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import './app-chrome.css';

/**
 * Top bar (logo to /, notifications) and the navigation of docs/product.md §2.3: a bar at the
 * bottom of phones and tablets, inside the top bar from 1024 px (§2.6). One element in the top
 * bar for both, so the keyboard reaches it before the page at every width.
 */
export function AppChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="topbar">
        <Link to={paths.home} className="topbar__logo" aria-label="Homegrown home">
          <Logo />
        </Link>
        <nav className="bottom-nav" aria-label="Main">
          <NavLink to={paths.myListings} className="bottom-nav__item" end>
            <ListIcon />
            <span>my listing</span>
          </NavLink>
          <NavLink to={paths.listings} className="bottom-nav__item" end>
            <StoreIcon />
            <span>marketplace</span>
          </NavLink>
          <NavLink to={paths.messages} className="bottom-nav__item">
            <span className="bottom-nav__icon">
              <ChatIcon />
              <UnreadBadge />
            </span>
            <span>message</span>
          </NavLink>
          <NavLink to={paths.profile} className="bottom-nav__item">
            {/* The way to friends (docs/product.md §4.1): pending requests show here. */}
            <span className="bottom-nav__icon">
              <UserIcon />
              <PendingRequestsBadge />
            </span>
            <span>Profile</span>
          </NavLink>
        </nav>
        <NotificationBell />
      </header>
      <main id="main">{children}</main>
    </>
  );
}
