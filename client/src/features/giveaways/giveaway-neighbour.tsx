import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { SignUpLink } from '@client/components/way-in';
import { errorDetail } from '@client/lib/api';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { INTEREST_NOTE_MAX } from '@common/schemas/giveaways';
import type { Listing } from '@common/types';
import { type FormEvent, useState } from 'react';
import { useInterest, useMyInterest } from './api';
import { choosingLine, useSimmering } from './simmer';

/**
 * A neighbour's side of a giveaway on offer (docs/product.md §7.16): when the owner chooses, how
 * many are interested, and "I'm interested" (with a note) or "You're in"; a guest is asked in.
 */
export function GiveawayForNeighbour({
  listing,
  signedIn,
}: {
  listing: Listing;
  signedIn: boolean;
}) {
  const t = useT('giveaways');
  const locale = useLocale();
  const simmering = useSimmering(listing.simmer_until);
  const count = listing.interested_count ?? 0;
  return (
    <section className="card stack giveaway" aria-label={t('giveaways.panel.label')}>
      {simmering && listing.simmer_until && (
        <p className="giveaway__when">{choosingLine(locale, listing.simmer_until)}</p>
      )}
      {count > 0 && <p className="muted giveaway__count">{t('giveaways.count', { count })}</p>}
      {signedIn ? (
        <InterestControls listing={listing} />
      ) : (
        <SignUpLink block>{t('giveaways.guest.signUp')}</SignUpLink>
      )}
    </section>
  );
}

function InterestControls({ listing }: { listing: Listing }) {
  const t = useT('giveaways');
  const { data: mine } = useMyInterest(listing.id, true);
  const { say, withdraw } = useInterest(listing.id);
  const [note, setNote] = useState('');
  const failure = say.error ?? withdraw.error;
  const busy = say.isPending || withdraw.isPending;
  if (!mine) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    withdraw.reset();
    say.mutate(note, { onSuccess: () => setNote('') });
  };
  return (
    <div className="stack" aria-live="polite">
      {mine.interested ? (
        <>
          <p className="giveaway__in">
            <strong>{t('giveaways.interest.in')}</strong>
            {mine.note ? ` ${t('giveaways.interest.yourNote', { note: mine.note })}` : ''}
          </p>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              say.reset();
              withdraw.mutate();
            }}
          >
            {t('giveaways.interest.withdraw')}
          </Button>
        </>
      ) : (
        <form className="stack" onSubmit={submit}>
          <TextField
            label={t('giveaways.interest.note', { username: listing.owner_username })}
            value={note}
            maxLength={INTEREST_NOTE_MAX}
            autoComplete="off"
            onChange={(e) => setNote(e.target.value)}
          />
          <Button type="submit" disabled={busy}>
            {t('giveaways.interest.say')}
          </Button>
        </form>
      )}
      {failure && <Alert>{errorDetail(failure) ?? t('giveaways.failed')}</Alert>}
    </div>
  );
}
