import type { Listing } from '@common/types';
import { priceLabel, stateTag } from '../format';

/** The price (or "exchange" / "giveaway") and, when reserved or sold, the state's tag. */
export function PriceTags({
  listing,
}: {
  listing: Pick<Listing, 'price' | 'type_id' | 'state_id'>;
}) {
  const tag = stateTag(listing.state_id, listing.type_id);
  return (
    <>
      {priceLabel(listing)}
      {tag && <span className="tag tag--state">{tag}</span>}
    </>
  );
}
