import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { Tabs } from '@client/components/tabs';
import { statusOf } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import type { ModerationActionName, ReportedThing, ReportStatus } from '@common/schemas/moderation';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useReports } from '../api';
import { AuditLog } from '../components/audit-log';
import { NoShows } from '../components/no-shows';
import { ReportCard } from '../components/report-card';
import { actionKey } from '../format';
import '../moderation.css';

type View = ReportStatus | 'audit' | 'no-shows';

const VIEWS = ['open', 'closed', 'audit', 'no-shows'] as const satisfies readonly View[];

const viewKey = (view: View) =>
  view === 'no-shows' ? 'moderation.view.noShows' : (`moderation.view.${view}` as const);

/**
 * /moderation (docs/product.md §14.3): the reports queue, the closed reports, the audit log and
 * the members who often did not come to a pickup, the view kept in ?view=. The server answers 404 to anyone but a moderator, and so does this.
 */
export function ModerationPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('view');
  const view: View = VIEWS.find((v) => v === asked) ?? 'open';
  // The queue is asked for first whatever the view: it is what says whether this is a moderator.
  const queue = useReports('open');
  const [notice, setNotice] = useState<string>();
  // Every namespace the desk's parts use, so the page waits for them once (use-i18n.ts).
  const t = useT('moderation', 'safety');
  const tabs = VIEWS.map((value) => ({ value, label: t(viewKey(value)) }));

  if (statusOf(queue.error) === 404) return <Navigate to={paths.notFound} replace />;
  return (
    <div className="page moderation">
      <PageHeader title={t('moderation.title')} back={paths.profile} />
      <Tabs
        label={t('moderation.title')}
        tabs={tabs}
        value={view}
        onChange={(next) => {
          setNotice(undefined);
          setSearch(next === 'open' ? {} : { view: next }, { replace: true });
        }}
      />
      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Alert>
      )}
      <div role="tabpanel" aria-label={t(viewKey(view))}>
        {view === 'audit' ? (
          <AuditLog />
        ) : view === 'no-shows' ? (
          <NoShows />
        ) : (
          <Reports
            status={view}
            onDone={(thing, action) =>
              setNotice(
                t('moderation.done', { action: t(actionKey(action)), target: thing.target_type }),
              )
            }
          />
        )}
      </div>
    </div>
  );
}

function Reports({
  status,
  onDone,
}: {
  status: ReportStatus;
  onDone: (thing: ReportedThing, action: ModerationActionName) => void;
}) {
  const reports = useReports(status);
  const me = useSession()?.user.id;
  const t = useT('moderation');
  if (reports.isPending) return <Loading />;
  if (reports.isError) return <Alert>{t('moderation.loadFailed')}</Alert>;
  const things = reports.data.pages.flatMap((page) => page.items);
  if (things.length === 0) return <p className="empty">{t(`moderation.empty.${status}`)}</p>;
  return (
    <div className="moderation__reports">
      {things.map((thing) => (
        <ReportCard
          key={`${thing.target_type}-${thing.target_id}`}
          thing={thing}
          me={me}
          onDone={onDone}
        />
      ))}
      {reports.hasNextPage && (
        <Button
          variant="secondary"
          block
          disabled={reports.isFetchingNextPage}
          onClick={() => reports.fetchNextPage()}
        >
          {reports.isFetchingNextPage ? t('common.loading') : t('moderation.showMore')}
        </Button>
      )}
    </div>
  );
}
