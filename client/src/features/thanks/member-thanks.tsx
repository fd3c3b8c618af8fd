import { Avatar } from '@client/components/avatar';
import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { ReportButton } from '@client/components/report-button';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import { formatDate } from '@common/i18n/formats';
import type { ReceivedThanks } from '@common/schemas/thanks';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useReceivedThanks } from './api';
import './thanks.css';

/**
 * The thanks a member received, newest first, on their seller page (docs/product.md §7.17), a
 * page at a time with "More"; a signed-in neighbour may report one that does not belong (§14.2).
 */
export function MemberThanks({ userId, className }: { userId: number; className?: string }) {
  const t = useT('thanks');
  const headingId = useId();
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useReceivedThanks(userId);
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section
      className={['card stack', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{t('thanks.list.title')}</h2>
      {isPending ? (
        <Loading />
      ) : error ? (
        <Alert>{t('thanks.list.failed')}</Alert>
      ) : items.length === 0 ? (
        <p className="muted">{t('thanks.list.empty')}</p>
      ) : (
        <ul className="thanks-list">
          {items.map((item) => (
            <ThanksItem key={item.id} item={item} />
          ))}
        </ul>
      )}
      {hasNextPage && (
        <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => fetchNextPage()}>
          {t('thanks.list.more')}
        </Button>
      )}
    </section>
  );
}

function ThanksItem({ item }: { item: ReceivedThanks }) {
  const t = useT('thanks');
  const locale = useLocale();
  const session = useSession();
  const mayReport = session !== null && session.user.id !== item.from.id;
  return (
    <li className="thanks-item">
      <Avatar src={item.from.avatar} name={item.from.username} size={40} />
      <div className="thanks-item__body">
        <Link to={paths.seller(item.from.id)}>{item.from.username}</Link>
        <p className="thanks-item__text">{item.text}</p>
        <p className="muted thanks-item__meta">
          {item.listing && (
            <>
              <Link to={paths.listing(item.listing.id)}>{item.listing.title}</Link>
              {' · '}
            </>
          )}
          <time dateTime={item.created_at}>{formatDate(locale, item.created_at, 'date')}</time>
        </p>
        {mayReport && (
          <div>
            <ReportButton
              target={{ type: 'thanks', id: item.id }}
              subject={item.from.username}
              label={t('thanks.list.report')}
            />
          </div>
        )}
      </div>
    </li>
  );
}
