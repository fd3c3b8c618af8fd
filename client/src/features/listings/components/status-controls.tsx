import { Avatar } from '@client/components/avatar';
import { Button } from '@client/components/button';
import { Dialog } from '@client/components/dialog';
import { Alert, Loading } from '@client/components/feedback';
import { errorMessage } from '@client/lib/api';
import { LISTING_STATES, LISTING_TYPES } from '@common/codes';
import type { ListingStatusInput } from '@common/schemas/listing-status';
import type { Listing } from '@common/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { listingChanged, setListingStatus, useAskers, useReservableFriends } from '../api';

/** What handing a listing over is called: a sale has a price, the rest are given. */
export function handOverLabel(typeId: number): 'Mark as sold' | 'Mark as given' {
  return typeId === LISTING_TYPES.sell ? 'Mark as sold' : 'Mark as given';
}

/** Where the listing stands, in the owner's words (docs/product.md §7.13). */
export function statusLine(listing: Pick<Listing, 'state_id' | 'type_id' | 'reserved_for'>) {
  const who = listing.reserved_for?.username;
  if (listing.state_id === LISTING_STATES.pending) return who ? `Reserved for ${who}` : 'Reserved';
  if (listing.state_id === LISTING_STATES.sold) {
    const done = listing.type_id === LISTING_TYPES.sell ? 'Sold' : 'Given away';
    return who ? `${done} to ${who}` : done;
  }
  return 'Available';
}

/** The owner's status buttons: reserve for someone, hand over, relist (docs/product.md §7.13). */
export function StatusControls({ listing }: { listing: Listing }) {
  const client = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  const change = useMutation({
    mutationFn: (status: ListingStatusInput) => setListingStatus(listing.id, status),
    onSuccess: async (updated) => {
      setChoosing(false);
      await listingChanged(client, updated);
    },
  });
  const state = listing.state_id;
  const busy = change.isPending;
  return (
    <div className="status-controls stack">
      <p className="status-controls__line" aria-live="polite">
        <span className="muted">Status: </span>
        <strong>{statusLine(listing)}</strong>
      </p>
      {change.isError && !choosing && (
        <Alert onDismiss={() => change.reset()}>
          {errorMessage(change.error, 'Failed to update listing. Please try again.')}
        </Alert>
      )}
      <div className="row status-controls__buttons">
        {state === LISTING_STATES.available && (
          <Button variant="secondary" disabled={busy} onClick={() => setChoosing(true)}>
            Reserve for…
          </Button>
        )}
        {state !== LISTING_STATES.sold && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => change.mutate({ state_id: LISTING_STATES.sold })}
          >
            {handOverLabel(listing.type_id)}
          </Button>
        )}
        {state !== LISTING_STATES.available && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => change.mutate({ state_id: LISTING_STATES.available })}
          >
            Relist
          </Button>
        )}
      </div>
      <ReserveDialog
        open={choosing}
        listing={listing}
        busy={busy}
        error={change.isError ? errorMessage(change.error, 'Failed to reserve it.') : undefined}
        onClose={() => {
          setChoosing(false);
          change.reset();
        }}
        onReserve={(memberId) =>
          change.mutate({ state_id: LISTING_STATES.pending, reserved_for: memberId })
        }
      />
    </div>
  );
}

interface Candidate {
  id: number;
  username: string;
  profile_picture: string | null;
  why: 'asked' | 'friend';
}

/** Those who asked about it first, then friends who did not (docs/product.md §7.13). */
export function reserveCandidates(
  askers: Omit<Candidate, 'why'>[],
  friends: Omit<Candidate, 'why'>[],
): Candidate[] {
  const asked = new Set(askers.map((a) => a.id));
  return [
    ...askers.map((a) => ({ ...a, why: 'asked' as const })),
    ...friends.filter((f) => !asked.has(f.id)).map((f) => ({ ...f, why: 'friend' as const })),
  ];
}

function ReserveDialog({
  open,
  listing,
  busy,
  error,
  onClose,
  onReserve,
}: {
  open: boolean;
  listing: Listing;
  busy: boolean;
  error: string | undefined;
  onClose: () => void;
  onReserve: (memberId: number) => void;
}) {
  const askers = useAskers(listing.id, open);
  const friends = useReservableFriends(open);
  const [chosen, setChosen] = useState<number>();
  const name = useId();
  const loading = askers.isPending || friends.isPending;
  const candidates = reserveCandidates(askers.data ?? [], friends.data ?? []);
  return (
    <Dialog
      open={open}
      title={`Reserve “${listing.title}” for…`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={busy || chosen === undefined}
            onClick={() => chosen !== undefined && onReserve(chosen)}
          >
            {busy ? 'Reserving...' : 'Reserve'}
          </Button>
        </>
      }
    >
      {error && <Alert>{error}</Alert>}
      {loading ? (
        <Loading />
      ) : askers.isError || friends.isError ? (
        <Alert>Failed to load who asked. Please try again later.</Alert>
      ) : candidates.length === 0 ? (
        <p className="empty">
          Nobody has asked about it yet. Members who message you from this listing, and your
          friends, show up here.
        </p>
      ) : (
        <fieldset className="reserve-choices">
          <legend className="visually-hidden">Who it is for</legend>
          {candidates.map((c) => (
            <label key={c.id} className="reserve-choice">
              <input
                type="radio"
                name={name}
                value={c.id}
                checked={chosen === c.id}
                onChange={() => setChosen(c.id)}
              />
              <Avatar src={c.profile_picture} name={c.username} size={32} />
              <span className="reserve-choice__name">{c.username}</span>
              <span className="muted reserve-choice__why">
                {c.why === 'asked' ? 'asked about it' : 'friend'}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}
