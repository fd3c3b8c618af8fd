import { LISTING_STATES } from '@common/codes';
import { HOUR_MS } from '@common/time';
import type { MemberNotification } from '@common/types';
import { notifications, pickups } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { pickupTimes } from '@server/test/exchanges';
import { createListing, createUser, type TestUser } from '@server/test/factories';
import { clockPerTest } from '@server/test/fakes/clock';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();
const clock = clockPerTest(testApp);

const { inHours, slot } = pickupTimes(() => clock);

const propose = (who: TestUser, listingId: number, body: object) =>
  testApp().as(who).post(`/api/listings/${listingId}/pickups`).send(body);
const act = (who: TestUser, id: number, action: string) =>
  testApp().as(who).post(`/api/pickups/${id}/${action}`);

/** An owner, the member a listing is reserved for, and a stranger who can see it. */
async function scene(overrides: Parameters<typeof createListing>[2] = {}) {
  const { ctx } = testApp();
  const [owner, recipient, stranger] = [
    await createUser(ctx),
    await createUser(ctx),
    await createUser(ctx),
  ];
  const listing = await createListing(ctx, owner, {
    title: 'Zucchini, a whole crate',
    stateId: LISTING_STATES.pending,
    reservedFor: recipient.id,
    ...overrides,
  });
  return { owner, recipient, stranger, listing };
}

const pickupNotices = async (who: TestUser, type: string) => {
  const res = await testApp().as(who).get('/api/notifications');
  expect(res.status).toBe(200);
  return (res.body as MemberNotification[]).filter((n) => n.type === type);
};

const storedPickups = (listingId: number) =>
  testApp().ctx.db.select().from(pickups).where(eq(pickups.listingId, listingId));

describe('POST /api/listings/{id}/pickups', () => {
  it('lets the owner propose a time; the member it is reserved for is told', async () => {
    const { owner, recipient, listing } = await scene();
    const times = slot();
    const res = await propose(owner, listing.id, { ...times, note: 'At the side gate' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      listing_id: listing.id,
      proposed_by: owner.id,
      starts_at: times.starts_at,
      ends_at: times.ends_at,
      note: 'At the side gate',
      state: 'proposed',
    });
    expect(await pickupNotices(recipient, 'pickup_proposed')).toEqual([
      expect.objectContaining({
        actor: { id: owner.id, username: owner.username, profile_picture: null },
        listing: expect.objectContaining({ id: listing.id, title: 'Zucchini, a whole crate' }),
        pickup: { id: res.body.id, starts_at: times.starts_at, ends_at: times.ends_at },
      }),
    ]);
    expect(await pickupNotices(owner, 'pickup_proposed')).toEqual([]);
  });

  it('lets the member it is reserved for propose; a new proposal replaces a waiting one', async () => {
    const { owner, recipient, listing } = await scene();
    const first = await propose(recipient, listing.id, slot(24));
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ proposed_by: recipient.id, note: '' });
    expect(await pickupNotices(owner, 'pickup_proposed')).toHaveLength(1);

    const second = await propose(owner, listing.id, slot(48));
    expect(second.status, second.text).toBe(201);
    const states = Object.fromEntries(
      (await storedPickups(listing.id)).map((p) => [p.id, p.state]),
    );
    expect(states).toEqual({ [first.body.id]: 'cancelled', [second.body.id]: 'proposed' });
    // The replaced one can no longer be answered.
    expect((await act(owner, first.body.id, 'accept')).status).toBe(409);
  });

  it('says what is wrong with the times and the note, and stores nothing', async () => {
    const { owner, listing } = await scene();
    const cases: [object, string][] = [
      [{ ...slot(), starts_at: 'tomorrow' }, 'starts_at must be a date and time (ISO 8601)'],
      [{ starts_at: inHours(24) }, 'ends_at must be a date and time (ISO 8601)'],
      [{ starts_at: inHours(24), ends_at: inHours(23) }, 'ends_at must be after starts_at'],
      [{ starts_at: inHours(24), ends_at: inHours(28.5) }, 'A pickup can last at most 4 hours'],
      [{ ...slot(), note: 'x'.repeat(201) }, 'note must be at most 200 characters long'],
      [{ ...slot(), note: 5 }, 'note must be text'],
      [slot(-2), 'starts_at must be in the future'],
      [slot(31 * 24), 'starts_at can be at most 30 days ahead'],
    ];
    for (const [body, message] of cases) {
      const res = await propose(owner, listing.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(messages(res.body)).toContain(message);
    }
    // Four hours exactly and a 200-character note are fine.
    const edge = await propose(owner, listing.id, {
      starts_at: inHours(24),
      ends_at: inHours(28),
      note: 'x'.repeat(200),
    });
    expect(edge.status, edge.text).toBe(201);
    expect(await storedPickups(listing.id)).toHaveLength(1);
  });

  it('refuses guests, other members, hidden listings and listings not reserved', async () => {
    const { owner, stranger, listing } = await scene();
    expect(
      (await testApp().api.post(`/api/listings/${listing.id}/pickups`).send(slot())).status,
    ).toBe(401);
    const other = await propose(stranger, listing.id, slot());
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe(
      'Only the owner or the member this listing is reserved for can propose a pickup',
    );

    const hidden = await scene({ isPublic: false });
    expect((await propose(hidden.stranger, hidden.listing.id, slot())).status).toBe(404);
    expect((await propose(owner, 2_000_000_000, slot())).status).toBe(404);

    const open = await scene({ stateId: LISTING_STATES.available, reservedFor: null });
    const notReserved = await propose(open.owner, open.listing.id, slot());
    expect(notReserved.status).toBe(409);
    expect(notReserved.body.detail).toBe(
      'This listing is not reserved: reserve it for someone before proposing a pickup',
    );
    // The member a listing was reserved for is no party once it is back on offer.
    const relisted = await scene({ stateId: LISTING_STATES.available });
    expect((await propose(relisted.recipient, relisted.listing.id, slot())).status).toBe(403);
    for (const l of [listing, hidden.listing, open.listing, relisted.listing])
      expect(await storedPickups(l.id)).toEqual([]);
  });
});

describe('answering a pickup', () => {
  async function proposed() {
    const s = await scene();
    const res = await propose(s.owner, s.listing.id, slot());
    expect(res.status, res.text).toBe(201);
    return { ...s, pickupId: res.body.id as number };
  }

  it('is accepted by the other party; the proposer is told', async () => {
    const { owner, recipient, pickupId } = await proposed();
    const res = await act(recipient, pickupId, 'accept');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: pickupId, state: 'accepted' });
    expect(await pickupNotices(owner, 'pickup_accepted')).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: recipient.id }) }),
    ]);
    // Answered once.
    const again = await act(recipient, pickupId, 'decline');
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(
      'This pickup was already answered, cancelled or replaced by a newer proposal',
    );
  });

  it('is declined by the other party; the proposer is told', async () => {
    const { owner, recipient, pickupId } = await proposed();
    const res = await act(recipient, pickupId, 'decline');
    expect(res.status, res.text).toBe(200);
    expect(res.body.state).toBe('declined');
    expect(await pickupNotices(owner, 'pickup_declined')).toHaveLength(1);
  });

  it('is not answered by its proposer, and does not exist for anyone else', async () => {
    const { owner, stranger, pickupId } = await proposed();
    const own = await act(owner, pickupId, 'accept');
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe(
      'You proposed this pickup: the other member accepts or declines it',
    );
    for (const action of ['accept', 'decline', 'cancel', 'no-show']) {
      const res = await act(stranger, pickupId, action);
      expect(res.status, action).toBe(404);
      expect(res.body.detail).toBe('Pickup not found');
    }
    expect((await testApp().api.post(`/api/pickups/${pickupId}/accept`)).status).toBe(401);
    const [row] = await testApp().ctx.db.select().from(pickups).where(eq(pickups.id, pickupId));
    expect(row!.state).toBe('proposed');
  });

  it('is cancelled by either; the other hears of it only once they had accepted', async () => {
    const first = await proposed();
    const withdrawn = await act(first.owner, first.pickupId, 'cancel');
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body.state).toBe('cancelled');
    expect(await pickupNotices(first.recipient, 'pickup_cancelled')).toEqual([]);
    expect((await act(first.owner, first.pickupId, 'cancel')).status).toBe(409);

    const second = await proposed();
    expect((await act(second.recipient, second.pickupId, 'accept')).status).toBe(200);
    const cancelled = await act(second.recipient, second.pickupId, 'cancel');
    expect(cancelled.body.state).toBe('cancelled');
    expect(await pickupNotices(second.owner, 'pickup_cancelled')).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: second.recipient.id }) }),
    ]);
  });

  it('accepting a new time replaces the time accepted before', async () => {
    const { owner, recipient, listing, pickupId } = await proposed();
    await act(recipient, pickupId, 'accept');
    const later = await propose(recipient, listing.id, slot(72));
    expect((await act(owner, later.body.id, 'accept')).status).toBe(200);
    const states = Object.fromEntries(
      (await storedPickups(listing.id)).map((p) => [p.id, p.state]),
    );
    expect(states).toEqual({ [pickupId]: 'cancelled', [later.body.id]: 'accepted' });
  });
});

describe('GET /api/pickups', () => {
  it('lists my proposed and accepted pickups not yet over, soonest first', async () => {
    const a = await scene();
    const b = await scene({ ownerId: a.recipient.id, reservedFor: a.owner.id });
    const later = await propose(a.owner, a.listing.id, slot(48, 2));
    // The other way round: a's recipient owns b, reserved for a's owner.
    const sooner = await propose(a.recipient, b.listing.id, slot(5));
    expect((await act(a.owner, sooner.body.id, 'accept')).status).toBe(200);
    const declined = await scene({ ownerId: a.owner.id });
    const no = await propose(declined.owner, declined.listing.id, slot(10));
    await act(declined.recipient, no.body.id, 'decline');

    const res = await testApp().as(a.owner).get('/api/pickups');
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([sooner.body.id, later.body.id]);
    expect(res.body[1]).toEqual({
      ...later.body,
      listing: {
        id: a.listing.id,
        title: 'Zucchini, a whole crate',
        featured_image: null,
        type_id: a.listing.typeId,
      },
      other_member: { id: a.recipient.id, username: a.recipient.username, profile_picture: null },
    });
    expect(res.body[0].other_member.id).toBe(a.recipient.id);

    // Once over, it leaves the list.
    clock.advance(6 * HOUR_MS);
    const after = await testApp().as(a.owner).get('/api/pickups');
    expect(after.body.map((p: { id: number }) => p.id)).toEqual([later.body.id]);
    expect((await testApp().as(a.stranger).get('/api/pickups')).body).toEqual([]);
    expect((await testApp().api.get('/api/pickups')).status).toBe(401);
  });
});

describe('GET /api/pickups/{id}/calendar', () => {
  it('answers one event in UTC with the title and the note, for either party only', async () => {
    const { owner, recipient, stranger, listing } = await scene({
      title: 'Basil; Thai, sweet',
    });
    const res = await propose(owner, listing.id, {
      starts_at: '2031-05-02T16:30:00-06:00',
      ends_at: '2031-05-02T17:30:00-06:00',
      note: 'By the blue mailbox',
    });
    // Far ahead of the test clock's 30 days: the clock is moved to the week before.
    expect(res.status).toBe(422);
    clock.set(new Date('2031-04-28T12:00:00Z'));
    const ok = await propose(owner, listing.id, {
      starts_at: '2031-05-02T16:30:00-06:00',
      ends_at: '2031-05-02T17:30:00-06:00',
      note: 'By the blue mailbox',
    });
    expect(ok.status, ok.text).toBe(201);

    for (const who of [owner, recipient]) {
      const cal = await testApp().as(who).get(`/api/pickups/${ok.body.id}/calendar`);
      expect(cal.status, cal.text).toBe(200);
      expect(cal.headers['content-type']).toMatch(/^text\/calendar/);
      const lines = cal.text.split('\r\n');
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
      expect(lines).toContain('DTSTART:20310502T223000Z');
      expect(lines).toContain('DTEND:20310502T233000Z');
      expect(lines).toContain('SUMMARY:Basil\\; Thai\\, sweet');
      expect(lines).toContain('DESCRIPTION:By the blue mailbox');
      expect(lines).toContain('STATUS:TENTATIVE');
      // Where anyone lives is never in it.
      expect(cal.text).not.toMatch(/Salt Lake|84101|LOCATION|GEO/);
    }
    expect((await testApp().as(stranger).get(`/api/pickups/${ok.body.id}/calendar`)).status).toBe(
      404,
    );
    expect((await testApp().api.get(`/api/pickups/${ok.body.id}/calendar`)).status).toBe(401);
  });
});

it('a notice keeps the pickup as told, even if its row changes later', async () => {
  const { owner, recipient, listing } = await scene();
  const res = await propose(owner, listing.id, slot());
  const [row] = await testApp()
    .ctx.db.select()
    .from(notifications)
    .where(eq(notifications.userId, recipient.id));
  expect(row).toMatchObject({
    kind: 'pickup_proposed',
    actorId: owner.id,
    listingId: listing.id,
    data: { pickup_id: res.body.id, starts_at: res.body.starts_at, ends_at: res.body.ends_at },
  });
});
