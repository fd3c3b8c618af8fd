import { ListingDetailPage } from '@client/features/listings/routes/listing-detail-page';
import { MessageBar } from '@client/features/messages/components/message-bar';

/** /listings/{id}: the listings feature's page, with the messages feature's bar to the owner. */
export function ListingPage() {
  return (
    <ListingDetailPage
      messageOwner={(owner, listingId) => (
        <MessageBar userId={owner.id} username={owner.username} listingId={listingId} />
      )}
    />
  );
}
