import { Avatar } from '@client/components/avatar';
import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { errorDetail } from '@client/lib/api';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { LISTING_STATES } from '@common/codes';
import { formatDate } from '@common/i18n/formats';
import type { Draw, InterestedMember } from '@common/schemas/giveaways';
import type { Listing } from '@common/types';
import { useId } from 'react';
import { useDraw, useInterested, useLastDraw } from './api';
import { DrawHistory } from './draw-history';
import { simmerEnd, useSimmering } from './simmer';

/**
 * The owner's side of a giveaway (docs/product.md §7.16): who is interested, when the draw opens,
 * and "Draw a neighbour"; once drawn, who was chosen and who was in the draw, as the server kept
 * the draw (after a reload too), and every draw with why it was made again.
 */
export function GiveawayForOwner({ listing }: { listing: Listing }) {
  const t = useT('giveaways');
  const draw = useDraw(listing.id);
  const available = listing.state_id === LISTING_STATES.available;
  const { data: interested, error } = useInterested(listing.id, available);
  // Read on offer too: a relisted giveaway still shows its draws, and why one was made again.
  const { data: kept } = useLastDraw(listing.id, true);
  const outcome = drawOutcome(listing, draw.data ?? kept ?? undefined);
  const draws = kept?.draws ?? [];
  if (!available && !outcome && draws.length === 0) return null;
  return (
    <section className="card stack giveaway" aria-label={t('giveaways.panel.label')}>
      <div role="status" className="stack">
        {outcome && (
          <>
            <p className="giveaway__chosen">
              {t('giveaways.drawn.chosen', { username: outcome.chosen })}
            </p>
            <p className="muted giveaway__when">
              {t('giveaways.drawn.entrants', { names: outcome.names.join(', ') })}
            </p>
          </>
        )}
      </div>
      <DrawHistory draws={draws} />
      {available && (
        <>
          <h2 className="giveaway__title">{t('giveaways.owner.title')}</h2>
          {error ? (
            <Alert>{t('giveaways.failed')}</Alert>
          ) : (
            interested && <InterestedList members={interested} />
          )}
          <DrawControls listing={listing} count={interested?.length ?? 0} draw={draw} />
        </>
      )}
    </section>
  );
}

/**
 * Who was chosen and who was in the draw, while the giveaway is reserved for the one the draw
 * chose (relisted, or reserved by hand since, the draw no longer speaks for it).
 */
function drawOutcome(
  listing: Listing,
  drawn: Pick<Draw, 'chosen' | 'entrants'> | undefined,
): { chosen: string; names: string[] } | undefined {
  if (listing.state_id !== LISTING_STATES.pending || !drawn) return undefined;
  if (listing.reserved_for?.id !== drawn.chosen.id) return undefined;
  return { chosen: drawn.chosen.username, names: drawn.entrants.map((m) => m.username) };
}

function InterestedList({ members }: { members: InterestedMember[] }) {
  const t = useT('giveaways');
  const locale = useLocale();
  if (members.length === 0) return <p className="muted">{t('giveaways.owner.nobody')}</p>;
  return (
    <ul className="giveaway__list">
      {members.map((m) => (
        <li key={m.user.id} className="giveaway__member">
          <Avatar src={m.user.avatar} name={m.user.username} size={32} />
          <div className="giveaway__member-body">
            <span>{m.user.username}</span>
            {m.note && <span className="giveaway__note">{m.note}</span>}
            <time className="muted giveaway__note" dateTime={m.created_at}>
              {formatDate(locale, m.created_at, 'monthDayTime')}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}

function DrawControls({
  listing,
  count,
  draw,
}: {
  listing: Listing;
  count: number;
  draw: ReturnType<typeof useDraw>;
}) {
  const t = useT('giveaways');
  const locale = useLocale();
  const reasonId = useId();
  const simmering = useSimmering(listing.simmer_until);
  const reason =
    simmering && listing.simmer_until
      ? t('giveaways.owner.simmering', simmerEnd(locale, listing.simmer_until))
      : count === 0
        ? t('giveaways.owner.nobodyToDraw')
        : undefined;
  return (
    <div className="stack">
      {reason && (
        <p className="muted giveaway__when" id={reasonId}>
          {reason}
        </p>
      )}
      <Button
        disabled={reason !== undefined || draw.isPending}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => draw.mutate()}
      >
        {t(draw.isPending ? 'giveaways.owner.drawing' : 'giveaways.owner.draw')}
      </Button>
      {draw.error && <Alert>{errorDetail(draw.error) ?? t('giveaways.failed')}</Alert>}
    </div>
  );
}
