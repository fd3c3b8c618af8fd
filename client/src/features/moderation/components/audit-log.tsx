import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import type { AuditEntry } from '@common/schemas/moderation';
import { Link } from 'react-router-dom';
import { useAuditLog } from '../api';
import { formatWhen } from '../format';

function TargetLink({ entry }: { entry: AuditEntry }) {
  const t = useT('moderation');
  // The id as written, not as a number: "#1234", never "#1,234".
  const name = t('moderation.audit.target', {
    type: entry.target_type,
    id: String(entry.target_id),
  });
  if (entry.target_type === 'listing')
    return <Link to={paths.listing(entry.target_id)}>{name}</Link>;
  if (entry.target_type === 'user') return <Link to={paths.seller(entry.target_id)}>{name}</Link>;
  if (entry.target_type === 'event') return <Link to={paths.event(entry.target_id)}>{name}</Link>;
  // A message or a thank-you has no page of its own.
  return <>{name}</>;
}

/** Every action any moderator took, newest first: who, what, when, and the note. */
export function AuditLog() {
  const log = useAuditLog();
  const t = useT('moderation');
  const locale = useLocale();
  if (log.isPending) return <Loading />;
  if (log.isError) return <Alert>{t('moderation.audit.loadFailed')}</Alert>;
  const entries = log.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <p className="empty">{t('moderation.audit.empty')}</p>;
  return (
    <>
      <ol className="mod-audit" aria-label={t('moderation.view.audit')}>
        {entries.map((entry) => (
          <li key={entry.id} className="mod-audit__entry">
            <p className="mod-audit__what">
              <strong>{entry.moderator.username}</strong>{' '}
              {t(`moderation.audit.did.${entry.action}`)} <TargetLink entry={entry} />
            </p>
            <time className="muted mod-audit__when" dateTime={entry.created_at}>
              {formatWhen(locale, entry.created_at)}
            </time>
            {entry.note && <p className="mod-audit__note">{entry.note}</p>}
          </li>
        ))}
      </ol>
      {log.hasNextPage && (
        <Button
          variant="secondary"
          block
          disabled={log.isFetchingNextPage}
          onClick={() => log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? t('common.loading') : t('moderation.showMore')}
        </Button>
      )}
    </>
  );
}
