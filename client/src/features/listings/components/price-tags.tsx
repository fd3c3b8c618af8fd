import { useLocale } from '@client/lib/i18n/use-i18n';
import type { Listing } from '@common/types';
import { priceLabel, stateTag } from '../format';

/** The price (or "exchange" / "giveaway") and, when reserved or sold, the state's tag. */
export function PriceTags({
  listing,
}: {
  listing: Pick<Listing, 'price' | 'type_id' | 'state_id'>;
}) {
  const locale = useLocale();
  const tag = stateTag(listing.state_id, listing.type_id, locale);
  return (
    <>
      {priceLabel(listing, locale)}
      {tag && <span className="tag tag--state">{tag}</span>}
    </>
  );
}
