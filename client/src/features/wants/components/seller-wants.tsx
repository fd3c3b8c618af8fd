import { Alert, Loading } from '@client/components/feedback';
import { useT } from '@client/lib/i18n/use-i18n';
import { useWants } from '../api';
import { WantGroups } from './want-groups';

/** The seller page's Want tab: their wish list by produce, seeds, plants or uncategorized. */
export function SellerWants({ userId }: { userId: number }) {
  const wants = useWants(userId);
  const t = useT('wants');
  if (wants.isPending) return <Loading />;
  if (wants.isError) return <Alert>{t('wants.error.fetchData')}</Alert>;
  return <WantGroups wants={wants.data} />;
}
