import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { useT } from '@client/lib/i18n/use-i18n';
import { useMyPickups, useRefreshOnPickupNotice } from '../api';
import { PickupEntryItem } from '../components/pickup-entry';
import '../components/pickups.css';

/**
 * /pickups, "Upcoming pickups" (docs/product.md §7.15): the member's proposed and agreed
 * pickups not yet over, soonest first, each opening its listing. A readable width on desktop.
 */
export function UpcomingPickupsPage() {
  const t = useT('pickups');
  const pickups = useMyPickups();
  useRefreshOnPickupNotice();
  return (
    <div className="page page--readable">
      <PageHeader title={t('pickups.page.title')} back />
      {pickups.isPending ? (
        <Loading />
      ) : pickups.isError ? (
        <Alert>{t('pickups.page.failed')}</Alert>
      ) : pickups.data.length === 0 ? (
        <p className="empty">{t('pickups.page.empty')}</p>
      ) : (
        <ul className="pickup-list" aria-label={t('pickups.page.title')}>
          {pickups.data.map((entry) => (
            <PickupEntryItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}
