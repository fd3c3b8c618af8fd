import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { paths } from '@client/paths';
import { Link } from 'react-router-dom';
import { useMarkAllRead, useMarkRead, useNotificationPages, useUnreadNotifications } from '../api';
import { NotificationItem } from '../components/notification-item';
import '../components/notifications.css';

/** Every notification, newest first; each opens what it is about. */
export function NotificationsPage() {
  const pages = useNotificationPages();
  const unread = useUnreadNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = pages.data?.pages.flat() ?? [];
  return (
    <div className="page page--readable">
      <PageHeader
        title="Notifications"
        back
        actions={
          (unread.data ?? 0) > 0 && (
            <Button
              variant="ghost"
              small
              onClick={() => markAll.mutate()}
              disabled={markAll.isPending}
            >
              Mark all as read
            </Button>
          )
        }
      />
      {pages.isPending ? (
        <Loading />
      ) : pages.isError ? (
        <Alert>Failed to fetch data. Please try again later.</Alert>
      ) : items.length === 0 ? (
        <p className="empty">
          Nothing yet. <Link to={paths.postWant}>Add to your wish list</Link> and we will tell you
          when a neighbour or friend offers it.
        </p>
      ) : (
        <>
          <ul className="matches matches--page" aria-label="Notifications">
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onOpen={(item) => {
                  if (!item.is_read) markRead.mutate(item.id);
                }}
              />
            ))}
          </ul>
          {pages.hasNextPage && (
            <Button
              variant="secondary"
              block
              disabled={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {pages.isFetchingNextPage ? 'Loading...' : 'Show older notifications'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
