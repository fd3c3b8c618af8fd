import { badgeText } from '@client/components/count-badge';
import { Loading } from '@client/components/feedback';
import { BellIcon } from '@client/components/icons';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  useLiveNotifications,
  useMarkAllRead,
  useMarkRead,
  useRecentNotifications,
  useUnreadNotifications,
} from '../api';
import { NothingYet } from './nothing-yet';
import { NotificationItem } from './notification-item';
import './notifications.css';

/** The top bar's bell: the unread count, live, opening the newest notifications of every kind. */
export function NotificationBell() {
  // The top bar never waits for the bell's words (docs/decisions.md "Languages"): it shows
  // without the bell until they are in.
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}

function Bell() {
  const t = useT('notifications');
  const [open, setOpen] = useState(false);
  useLiveNotifications();
  const unread = useUnreadNotifications();
  const count = unread.data ?? 0;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Leaving the page (e.g. opening a match) closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const label = t('notifications.bell.label', { count });
  return (
    <div className="bell" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-btn bell__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <BellIcon />
        {count > 0 && (
          <span className="badge" aria-hidden="true">
            {badgeText(count)}
          </span>
        )}
      </button>
      {open && <BellPanel id={panelId} unread={count} />}
    </div>
  );
}

function BellPanel({ id, unread }: { id: string; unread: number }) {
  const recent = useRecentNotifications(true);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const headingId = useId();
  const t = useT('notifications');
  return (
    <section id={id} className="bell__panel" aria-labelledby={headingId}>
      <header className="bell__header">
        <h2 id={headingId} className="bell__title">
          {t('notifications.title')}
        </h2>
        {unread > 0 && (
          <button
            type="button"
            className="bell__mark-all"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending}
          >
            {t('notifications.markAll')}
          </button>
        )}
      </header>
      {recent.isPending ? (
        <Loading />
      ) : recent.isError ? (
        <p className="bell__empty">{t('notifications.failed')}</p>
      ) : recent.data.length === 0 ? (
        <p className="bell__empty">
          <NothingYet />
        </p>
      ) : (
        <ul className="matches" aria-label={t('notifications.title')}>
          {recent.data.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              onOpen={(item) => {
                if (!item.is_read) markRead.mutate(item.id);
              }}
            />
          ))}
        </ul>
      )}
      <footer className="bell__footer">
        <Link to={paths.notifications}>{t('notifications.seeAll')}</Link>
      </footer>
    </section>
  );
}
