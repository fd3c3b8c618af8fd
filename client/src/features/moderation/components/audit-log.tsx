import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { paths } from '@client/paths';
import type { AuditEntry } from '@common/schemas/moderation';
import { Link } from 'react-router-dom';
import { useAuditLog } from '../api';
import { ACTION_DONE, formatWhen, TARGET_NAMES } from '../format';

function TargetLink({ entry }: { entry: AuditEntry }) {
  const name = `${TARGET_NAMES[entry.target_type]} #${entry.target_id}`;
  if (entry.target_type === 'listing')
    return <Link to={paths.listing(entry.target_id)}>{name}</Link>;
  if (entry.target_type === 'user') return <Link to={paths.seller(entry.target_id)}>{name}</Link>;
  return <>{name}</>;
}

/** Every action any moderator took, newest first: who, what, when, and the note. */
export function AuditLog() {
  const log = useAuditLog();
  if (log.isPending) return <Loading />;
  if (log.isError) return <Alert>Failed to load the audit log. Please try again later.</Alert>;
  const entries = log.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <p className="empty">No actions yet.</p>;
  return (
    <>
      <ol className="mod-audit" aria-label="Audit log">
        {entries.map((entry) => (
          <li key={entry.id} className="mod-audit__entry">
            <p className="mod-audit__what">
              <strong>{entry.moderator.username}</strong> {ACTION_DONE[entry.action]}{' '}
              <TargetLink entry={entry} />
            </p>
            <time className="muted mod-audit__when" dateTime={entry.created_at}>
              {formatWhen(entry.created_at)}
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
          {log.isFetchingNextPage ? 'Loading...' : 'Show more'}
        </Button>
      )}
    </>
  );
}
