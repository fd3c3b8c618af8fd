import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { useT } from '@client/lib/i18n/use-i18n';
import { useMarkAllRead, useMarkRead, useNotificationPages, useUnreadNotifications } from '../api';
import { NothingYet } from '../components/nothing-yet';
import { NotificationItem } from '../components/notification-item';
import '../components/notifications.css';

/** Every notification, newest first; each opens what it is about. */
export function NotificationsPage() {
  const t = useT('notifications');
  const pages = useNotificationPages();
  const unread = useUnreadNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = pages.data?.pages.flat() ?? [];
  return (
    <div className="page page--readable">
      <PageHeader
        title={t('notifications.title')}
        back
        actions={
          (unread.data ?? 0) > 0 && (
            <Button
              variant="ghost"
              small
              onClick={() => markAll.mutate()}
              disabled={markAll.isPending}
            >
              {t('notifications.markAll')}
            </Button>
          )
        }
      />
      {pages.isPending ? (
        <Loading />
      ) : pages.isError ? (
        <Alert>{t('notifications.failed')}</Alert>
      ) : items.length === 0 ? (
        <p className="empty">
          <NothingYet />
        </p>
      ) : (
        <>
          <ul className="matches matches--page" aria-label={t('notifications.title')}>
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
              {pages.isFetchingNextPage ? t('common.loading') : t('notifications.older')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
