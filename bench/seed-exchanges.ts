import { batched, literal, pick, rnd, textArray } from './seed-sql';
import type { SqlClient } from './sql-client';

/**
 * The second half of an exchange (docs/product.md §7.13, §7.15–7.17) in the bench's data, set
 * based like the rest of the seed: listings reserved for a member and handed over to one, the
 * pickups the two arranged, the thanks they left, and the members interested in giveaways.
 */

/** Tables the seed fills here, whose secondary indexes are built after the rows are in. */
export const EXCHANGE_TABLES = ['pickups', 'thanks', 'listing_interests'];

const NOTES = ['', '', 'At the gate', 'Front porch, by the blue pots', 'Ring twice', 'Side door'];
const THANKS = [
  'Thank you, they were delicious!',
  'Lovely to meet you, the starts are already in the ground.',
  'Thanks so much, easy pickup.',
  'Such a generous neighbour, thank you.',
  'Thank you for coming by so quickly.',
  'Great to see them go to a good garden.',
];

/**
 * A listing's `reserved_for`, given `state` (the listing's `rnd` that decides its state: under
 * 0.8 available, under 0.9 reserved, else handed over): half of the reserved ones (5 % of all)
 * are promised to a named member, every handed-over one (10 %) went to one. Never the owner:
 * another member, `1 + (owner + k) % n` with k < n − 1.
 */
export const reservedFor = (i: string, owner: string, state: string, n: number) =>
  `case when ${state} >= 0.9 or (${state} >= 0.8 and ${rnd(i, 34)} < 0.5)
     then 1 + (${owner} + floor(${rnd(i, 35)} * ${n - 1})::int) % ${n} end`;

/**
 * Pickups: on 85 % of the reserved listings one time (40 % still proposed, 60 % accepted, by
 * either party), from two days ago to two weeks ahead; on 60 % of the handed-over ones the
 * accepted time it happened at. What the sweep would have written for times already past
 * (a reminder, a follow-up) is written too, so the bench's server does not send them all at
 * once.
 */
async function pickups(db: SqlClient, listingCount: number) {
  await batched(
    db,
    listingCount,
    (from, to) => `
    insert into pickups (listing_id, owner_id, recipient_id, proposed_by, starts_at, ends_at,
      note, state, created_at, updated_at, reminded_at, followed_up_at)
    select p.id, p.owner_id, p.reserved_for, p.proposed_by, p.starts_at,
      p.starts_at + interval '30 minutes' + ${rnd('p.id', 74)} * interval '90 minutes',
      ${pick(textArray(NOTES), NOTES.length, 'p.id', 75)}, p.state,
      p.starts_at - interval '1 day', p.starts_at - interval '20 hours',
      case when p.state = 'accepted' and p.starts_at <= now() + interval '2 hours'
        then least(now(), p.starts_at - interval '2 hours') end,
      case when p.state = 'accepted' and p.starts_at + interval '2 hours' <= now()
        then p.starts_at + interval '2 hours' end
    from (
      select l.id, l.owner_id, l.reserved_for,
        case when ${rnd('l.id', 71)} < 0.5 then l.owner_id else l.reserved_for end as proposed_by,
        case when l.state_id = 3 or ${rnd('l.id', 72)} < 0.6 then 'accepted' else 'proposed' end
          as state,
        case when l.state_id = 3
          then least(now() - interval '3 hours', l.created_at + ${rnd('l.id', 73)} * interval '7 days')
          else now() + (${rnd('l.id', 73)} * 16 - 2) * interval '1 day' end as starts_at
      from listings l
      where l.id between ${from} and ${to} and l.reserved_for is not null
        and ${rnd('l.id', 70)} < case when l.state_id = 2 then 0.85 else 0.6 end
    ) p
    order by p.id`,
  );
}

/**
 * Thanks on 55 % of the handed-over listings: the member who received it thanks the owner
 * (30 %), the owner thanks them (10 %), or both (15 %); one in a hundred removed by a
 * moderator.
 */
async function thanks(db: SqlClient, listingCount: number) {
  const r = rnd('l.id', 80);
  await batched(
    db,
    listingCount,
    (from, to) => `
    insert into thanks (listing_id, from_id, to_id, text, created_at, removed_at)
    select t.id, t.from_id, t.to_id, ${pick(textArray(THANKS), THANKS.length, 't.id * 2 + t.side', 81)},
      t.created_at,
      case when ${rnd('t.id * 2 + t.side', 82)} < 0.01 then t.created_at + interval '1 day' end
    from (
      select l.id, side.k as side,
        case side.k when 1 then l.reserved_for else l.owner_id end as from_id,
        case side.k when 1 then l.owner_id else l.reserved_for end as to_id,
        least(now() - interval '1 hour',
          l.created_at + interval '2 days' + ${rnd('l.id * 2 + side.k', 83)} * interval '10 days')
          as created_at
      from listings l cross join (values (1), (2)) side(k)
      where l.id between ${from} and ${to} and l.state_id = 3 and l.reserved_for is not null
        and case side.k when 1 then ${r} < 0.3 or (${r} >= 0.4 and ${r} < 0.55)
          else ${r} >= 0.3 and ${r} < 0.55 end
    ) t
    order by t.id, t.side`,
  );
}

/**
 * One to five interested members on 30 % of the giveaways still on offer: distinct members
 * `owner + j·stride`, none of them the owner.
 */
async function interests(db: SqlClient, listingCount: number, memberCount: number) {
  const stride = Math.max(1, Math.floor((memberCount - 1) / 6));
  await batched(
    db,
    listingCount,
    (from, to) => `
    insert into listing_interests (listing_id, user_id, note, created_at)
    select l.id, 1 + (l.owner_id - 1 + j * ${stride}) % ${memberCount},
      case when ${rnd('l.id * 8 + j', 92)} < 0.3 then ${literal('Could pick up this weekend')} else '' end,
      least(now(), l.created_at + j * interval '3 hours')
    from listings l, generate_series(1, 1 + floor(${rnd('l.id', 91)} * 5)::int) j
    where l.id between ${from} and ${to} and l.type_id = 3 and l.state_id = 1
      and ${rnd('l.id', 90)} < 0.3
    order by l.id, j`,
  );
}

/** Everything above, once the listings are in (their indexes are built afterwards). */
export async function exchanges(db: SqlClient, listingCount: number, memberCount: number) {
  await pickups(db, listingCount);
  await thanks(db, listingCount);
  if (memberCount > 6) await interests(db, listingCount, memberCount);
}
