import { Avatar } from '@client/components/avatar';
import { Button } from '@client/components/button';
import { Dialog } from '@client/components/dialog';
import { Alert, Loading } from '@client/components/feedback';
import { errorMessage } from '@client/lib/api';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { LISTING_STATES, LISTING_TYPES } from '@common/codes';
import { formatMessage } from '@common/i18n/format';
import type { Locale, MessageKey } from '@common/i18n/locales';
import type { ListingStatusInput } from '@common/schemas/listing-status';
import type { Listing } from '@common/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { listingChanged, setListingStatus, useAskers, useReservableFriends } from '../api';

/**
 * What handing a listing over is called: a sale has a price, the rest are given.
 * @internal
 */
export function handOverLabel(typeId: number, locale: Locale): string {
  const sold = typeId === LISTING_TYPES.sell;
  return formatMessage(locale, sold ? 'listings.status.markSold' : 'listings.status.markGiven');
}

/**
 * Where the listing stands, in the owner's words (docs/product.md §7.13).
 * @internal
 */
export function statusLine(
  listing: Pick<Listing, 'state_id' | 'type_id' | 'reserved_for'>,
  locale: Locale,
): string {
  const username = listing.reserved_for?.username;
  const say = (key: MessageKey) => formatMessage(locale, key, username ? { username } : undefined);
  if (listing.state_id === LISTING_STATES.pending)
    return say(username ? 'listings.status.reservedFor' : 'format.state.reserved');
  if (listing.state_id === LISTING_STATES.sold) {
    if (listing.type_id === LISTING_TYPES.sell)
      return say(username ? 'listings.status.soldTo' : 'format.state.sold');
    return say(username ? 'listings.status.givenTo' : 'format.state.givenAway');
  }
  return say('format.state.available');
}

/** The owner's status buttons: reserve for someone, hand over, relist (docs/product.md §7.13). */
export function StatusControls({ listing }: { listing: Listing }) {
  const client = useQueryClient();
  const t = useT('listings');
  const locale = useLocale();
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
        <span className="muted">{t('listings.status.label')} </span>
        <strong>{statusLine(listing, locale)}</strong>
      </p>
      {change.isError && !choosing && (
        <Alert onDismiss={() => change.reset()}>
          {errorMessage(change.error, t('listings.error.update'))}
        </Alert>
      )}
      <div className="row status-controls__buttons">
        {state === LISTING_STATES.available && (
          <Button variant="secondary" disabled={busy} onClick={() => setChoosing(true)}>
            {t('listings.status.reserveFor')}
          </Button>
        )}
        {state !== LISTING_STATES.sold && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => change.mutate({ state_id: LISTING_STATES.sold })}
          >
            {handOverLabel(listing.type_id, locale)}
          </Button>
        )}
        {state !== LISTING_STATES.available && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => change.mutate({ state_id: LISTING_STATES.available })}
          >
            {t('listings.status.relist')}
          </Button>
        )}
      </div>
      <ReserveDialog
        open={choosing}
        listing={listing}
        busy={busy}
        error={
          change.isError ? errorMessage(change.error, t('listings.reserve.failed')) : undefined
        }
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
function reserveCandidates(
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
  const t = useT('listings');
  const name = useId();
  const loading = askers.isPending || friends.isPending;
  const candidates = reserveCandidates(askers.data ?? [], friends.data ?? []);
  return (
    <Dialog
      open={open}
      title={t('listings.reserve.title', { title: listing.title })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('listings.action.cancel')}
          </Button>
          <Button
            disabled={busy || chosen === undefined}
            onClick={() => chosen !== undefined && onReserve(chosen)}
          >
            {t(busy ? 'listings.reserve.busy' : 'listings.reserve.button')}
          </Button>
        </>
      }
    >
      {error && <Alert>{error}</Alert>}
      {loading ? (
        <Loading />
      ) : askers.isError || friends.isError ? (
        <Alert>{t('listings.askers.failed')}</Alert>
      ) : candidates.length === 0 ? (
        <p className="empty">{t('listings.reserve.nobody')}</p>
      ) : (
        <fieldset className="reserve-choices">
          <legend className="visually-hidden">{t('listings.reserve.who')}</legend>
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
                {t(c.why === 'asked' ? 'listings.reserve.asked' : 'listings.reserve.friend')}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}
