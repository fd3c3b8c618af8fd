import { Alert, Loading } from '@client/components/feedback';
import { useWants } from '../api';
import { WantGroups } from './want-groups';

/** The seller page's Want tab: their wish list by produce, seeds, plants or uncategorized. */
export function SellerWants({ userId }: { userId: number }) {
  const wants = useWants(userId);
  if (wants.isPending) return <Loading />;
  if (wants.isError) return <Alert>Failed to fetch data. Please try again later.</Alert>;
  return <WantGroups wants={wants.data} />;
}
