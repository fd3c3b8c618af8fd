import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { TextArea } from '@client/components/field';
import { errorDetail } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { LISTING_STATES } from '@common/codes';
import { THANKS_MAX } from '@common/schemas/thanks';
import type { Listing } from '@common/types';
import { type FormEvent, useState } from 'react';
import { useGiveThanks, useListingThanks } from './api';
import './thanks.css';

/**
 * Thanks between the two members of a handed-over listing (docs/product.md §7.17): to the owner
 * and the member it went to, "Thank {name}" until they have, then what they said, and what the
 * other side said to them.
 */
export function ListingThanks({ listing }: { listing: Listing }) {
  const session = useSession();
  const me = session?.user.id;
  const recipient = listing.reserved_for;
  const party = me !== undefined && (me === listing.owner_id || me === recipient?.id);
  const handedOver = listing.state_id === LISTING_STATES.sold && recipient !== null;
  const { data: given } = useListingThanks(listing.id, party && handedOver);
  const t = useT('thanks');
  if (!party || !handedOver || !recipient || !given) return null;
  const other =
    me === listing.owner_id
      ? recipient
      : { id: listing.owner_id, username: listing.owner_username };
  const mine = given.find((g) => g.from.id === me);
  const theirs = given.find((g) => g.from.id === other.id);
  return (
    <section className="card stack" aria-label={t('thanks.panel.label')}>
      {mine ? (
        <p className="thanks-said">
          {t('thanks.panel.youThanked', { username: other.username, text: mine.text })}
        </p>
      ) : (
        <ThanksForm listingId={listing.id} username={other.username} />
      )}
      {theirs && (
        <p className="thanks-said">
          {t('thanks.panel.theyThanked', { username: other.username, text: theirs.text })}
        </p>
      )}
    </section>
  );
}

function ThanksForm({ listingId, username }: { listingId: number; username: string }) {
  const t = useT('thanks');
  const [text, setText] = useState('');
  const give = useGiveThanks(listingId);
  const empty = text.trim().length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!empty) give.mutate(text);
  };
  return (
    <form className="stack" onSubmit={submit}>
      <TextArea
        label={t('thanks.form.label', { username })}
        value={text}
        maxLength={THANKS_MAX}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        hint={t('thanks.form.counter', { count: text.length, max: THANKS_MAX })}
      />
      {give.error && <Alert>{errorDetail(give.error) ?? t('thanks.form.failed')}</Alert>}
      <Button type="submit" disabled={empty || give.isPending}>
        {t(give.isPending ? 'thanks.form.sending' : 'thanks.form.send')}
      </Button>
    </form>
  );
}
