import { Loading } from '@client/components/feedback';
import { BellIcon } from '@client/components/icons';
import { paths } from '@client/paths';
import { BADGE_CAP } from '@common/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  useLiveNotifications,
  useMarkAllRead,
  useMarkRead,
  useRecentNotifications,
  useUnreadNotifications,
} from '../api';
import { NotificationItem } from './notification-item';
import './notifications.css';

/** The top bar's bell: the unread count, live, opening the newest notifications of every kind. */
export function NotificationBell() {
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

  const label = count ? `Notifications, ${count} unread` : 'Notifications';
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
            {count > BADGE_CAP ? `${BADGE_CAP}+` : count}
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
  return (
    <section id={id} className="bell__panel" aria-labelledby={headingId}>
      <header className="bell__header">
        <h2 id={headingId} className="bell__title">
          Notifications
        </h2>
        {unread > 0 && (
          <button
            type="button"
            className="bell__mark-all"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending}
          >
            Mark all as read
          </button>
        )}
      </header>
      {recent.isPending ? (
        <Loading />
      ) : recent.isError ? (
        <p className="bell__empty">Failed to fetch data. Please try again later.</p>
      ) : recent.data.length === 0 ? (
        <p className="bell__empty">
          Nothing yet. <Link to={paths.postWant}>Add to your wish list</Link> and we will tell you
          when a neighbour or friend offers it.
        </p>
      ) : (
        <ul className="matches" aria-label="Notifications">
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
        <Link to={paths.notifications}>See all notifications</Link>
      </footer>
    </section>
  );
}
