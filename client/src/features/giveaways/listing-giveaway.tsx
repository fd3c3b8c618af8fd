import { useSession } from '@client/lib/session';
import { LISTING_STATES, LISTING_TYPES } from '@common/codes';
import type { Listing } from '@common/types';
import { GiveawayForNeighbour } from './giveaway-neighbour';
import { GiveawayForOwner } from './giveaway-owner';
import './giveaways.css';

/**
 * A giveaway's simmer, interest and draw on its page (docs/product.md §7.16): the owner's list
 * and draw, a neighbour's "I'm interested", a guest's way in. Neighbours see it while it is on
 * offer; the owner also once it is reserved, to keep saying who was in the draw.
 */
export function ListingGiveaway({ listing }: { listing: Listing }) {
  const session = useSession();
  if (listing.type_id !== LISTING_TYPES.giveaway || listing.moderation) return null;
  if (session?.user.id === listing.owner_id) {
    return listing.state_id === LISTING_STATES.sold ? null : <GiveawayForOwner listing={listing} />;
  }
  if (listing.state_id !== LISTING_STATES.available) return null;
  return <GiveawayForNeighbour listing={listing} signedIn={session !== null} />;
}
