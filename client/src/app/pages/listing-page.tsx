import { ListingDetailPage } from '@client/features/listings/routes/listing-detail-page';
import { MessageBar } from '@client/features/messages/components/message-bar';
import { useT } from '@client/lib/i18n/use-i18n';

/** /listings/{id}: the listings feature's page, with the messages feature's bar to the owner. */
export function ListingPage() {
  // The words of both features, fetched together: the page shows once, not part by part.
  useT('listings', 'messages', 'safety');
  return (
    <ListingDetailPage
      messageOwner={(owner, listingId) => (
        <MessageBar userId={owner.id} username={owner.username} listingId={listingId} />
      )}
    />
  );
}
