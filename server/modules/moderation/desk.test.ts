import type { ReportedThing } from '@common/schemas/moderation';
import { listings, messages, reports } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import {
  createListing,
  createReport,
  createUser,
  type ReportFiled,
  type TestUser,
} from '@server/test/factories';
import { TINY_PNG } from '@server/test/fakes/tile-upstream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();
const ctx = () => testApp().ctx;
const member = () => createUser(ctx());
const moderator = () => createUser(ctx(), { role: 'moderator' });

const fileReport = (...report: ReportFiled) => createReport(ctx(), ...report);

/** The entry of the thing a report is about. */
const thingOf = (items: ReportedThing[], reportId: number) =>
  items.find((t) => t.reports.some((r) => r.id === reportId))!;
const reportIds = (items: ReportedThing[]) => items.flatMap((t) => t.reports.map((r) => r.id));

/** Every reported thing of the tab, page after page. */
async function wholeQueue(mod: TestUser, status = 'open') {
  const all: ReportedThing[] = [];
  let cursor: string | undefined;
  do {
    const res = await testApp()
      .as(mod)
      .get(`/api/moderation/reports?status=${status}&limit=100${cursor ? `&cursor=${cursor}` : ''}`)
      .expect(200);
    all.push(...res.body);
    cursor = res.headers['x-next-cursor'];
  } while (cursor);
  return all;
}

describe('the moderation desk is told to exist to moderators only', () => {
  const routes = [
    ['get', '/api/moderation/reports'],
    ['get', '/api/moderation/reports?status=closed'],
    ['get', '/api/moderation/audit'],
    ['post', '/api/moderation/reports/1/actions'],
  ] as const;

  it('answers 404 to guests and members, and serves moderators', async () => {
    const [someone, mod] = await Promise.all([member(), moderator()]);
    for (const [method, url] of routes) {
      const guest = await testApp().api[method](url).send({ action: 'dismiss' });
      expect(guest.status, `guest ${method} ${url}`).toBe(404);
      expect(guest.headers['www-authenticate']).toBeUndefined();
      const res = await testApp().as(someone)[method](url).send({ action: 'dismiss' });
      expect(res.status, `member ${method} ${url}`).toBe(404);
    }
    await testApp().as(mod).get('/api/moderation/reports').expect(200);
    await testApp().as(mod).get('/api/moderation/audit').expect(200);
  });

  it('checks the query and says what is wrong', async () => {
    const mod = await moderator();
    const res = await testApp().as(mod).get('/api/moderation/reports?status=pending&limit=0');
    expect(res.status).toBe(422);
    expect(res.body.detail.map((d: { msg: string }) => d.msg)).toEqual(
      expect.arrayContaining([
        'status must be one of: open, closed',
        'limit must be a whole number between 1 and 100',
      ]),
    );
  });
});

describe('the queue', () => {
  it('lists things by their oldest open report first, closed ones newest first, a page at a time', async () => {
    const [mod, reporter] = await Promise.all([moderator(), member()]);
    const targets = await Promise.all([member(), member(), member(), member()]);
    const made = [];
    for (const t of targets) made.push(await fileReport(reporter, 'user', t.id));
    const [a, b, c, d] = made as [
      (typeof made)[0],
      (typeof made)[0],
      (typeof made)[0],
      (typeof made)[0],
    ];
    await ctx()
      .db.update(reports)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(reports.id, c.id));
    await ctx()
      .db.update(reports)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(reports.id, d.id));

    const open = reportIds(await wholeQueue(mod));
    expect(open.indexOf(a.id)).toBeLessThan(open.indexOf(b.id));
    expect(open).not.toContain(c.id);
    const closed = reportIds(await wholeQueue(mod, 'closed'));
    expect(closed.indexOf(d.id)).toBeLessThan(closed.indexOf(c.id));
    expect(closed).not.toContain(a.id);

    // One thing per page: the cursor leads from a's to b's.
    // (The cursor is the last thing's first report id; none before the very first report.)
    const from = a.id > 1 ? `&cursor=${a.id - 1}` : '';
    const first = await testApp().as(mod).get(`/api/moderation/reports?limit=1${from}`);
    expect(reportIds(first.body)).toEqual([a.id]);
    const next = first.headers['x-next-cursor'];
    expect(next).toBe(String(a.id));
    const second = await testApp().as(mod).get(`/api/moderation/reports?limit=1&cursor=${next}`);
    expect(reportIds(second.body)).toEqual([b.id]);
  });

  it('shows a reported listing as it is, with a photo the moderator can load, held or not', async () => {
    const [mod, owner, r1, r2, stranger] = await Promise.all([
      moderator(),
      member(),
      member(),
      member(),
      member(),
    ]);
    const stored = await ctx().images.save(TINY_PNG, 'listings');
    const listing = await createListing(ctx(), owner, {
      title: 'Mystery mushrooms',
      featuredImage: stored,
      isPublic: false,
      moderation: 'held',
    });
    const first = await fileReport(r1, 'listing', listing.id, { details: 'Poisonous?' });
    const second = await fileReport(r2, 'listing', listing.id, { reason: 'unsafe' });

    const shown = thingOf(await wholeQueue(mod), first.id);
    expect(shown).toMatchObject({
      target_type: 'listing',
      target_id: listing.id,
      reports: [
        {
          id: first.id,
          status: 'open',
          reason: 'spam',
          details: 'Poisonous?',
          closed_at: null,
          reporter: { id: r1.id, username: r1.username, profile_picture: null },
        },
        { id: second.id, reason: 'unsafe', reporter: { id: r2.id } },
      ],
      reports_on_target: 2,
      act_on: first.id,
      target: {
        type: 'listing',
        listing: {
          id: listing.id,
          title: 'Mystery mushrooms',
          moderation: 'held',
          is_public: false,
        },
        owner: { id: owner.id, username: owner.username, is_suspended: false, is_deleted: false },
      },
    });
    const target = shown.target as Extract<ReportedThing['target'], { type: 'listing' }>;
    const url = target.listing!.featured_image!;
    expect(url).toMatch(new RegExp(`^${stored}\\?v=${mod.id}&`));
    const photo = await testApp().api.get(`/api/${url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers['cache-control']).toBe('private, no-cache');
    // Nobody else may load it, signed in or not.
    await testApp().api.get(`/api/${stored}`).expect(404);
    await testApp()
      .api.get(`/api/${stored}`)
      .set('Authorization', `Bearer ${stranger.token}`)
      .expect(404);

    // A moderator sees no more than anyone of a listing nobody reported.
    const unreported = await createListing(ctx(), owner, {
      featuredImage: await ctx().images.save(TINY_PNG, 'listings'),
      isPublic: false,
    });
    await testApp()
      .api.get(`/api/${unreported.featuredImage}`)
      .set('Authorization', `Bearer ${mod.token}`)
      .expect(404);

    // Deleted since: the report stays, the listing is null.
    const gone = await createListing(ctx(), owner);
    const ofGone = await fileReport(r1, 'listing', gone.id);
    await ctx().db.delete(listings).where(eq(listings.id, gone.id));
    expect(thingOf(await wholeQueue(mod), ofGone.id).target).toEqual({
      type: 'listing',
      listing: null,
      owner: null,
    });
  });

  it('shows a reported member with their listings, private and moderated ones too', async () => {
    const [mod, reporter, target] = await Promise.all([moderator(), member(), member()]);
    const open = await createListing(ctx(), target, { title: 'Runner beans' });
    const hidden = await createListing(ctx(), target, {
      title: 'Secret seeds',
      isPublic: false,
      featuredImage: await ctx().images.save(TINY_PNG, 'listings'),
    });
    const row = await fileReport(reporter, 'user', target.id, { reason: 'offensive' });
    const shown = thingOf(await wholeQueue(mod), row.id);
    expect(shown.target).toMatchObject({
      type: 'user',
      member: { id: target.id, username: target.username, is_suspended: false, is_deleted: false },
    });
    const { listings: theirs } = shown.target as Extract<ReportedThing['target'], { type: 'user' }>;
    expect(theirs.map((l) => l.id).sort()).toEqual([open.id, hidden.id].sort());
    const photo = theirs.find((l) => l.id === hidden.id)!.featured_image!;
    await testApp().api.get(`/api/${photo}`).expect(200);
  });

  it('shows a reported message with up to 5 messages on each side, oldest first', async () => {
    const [mod, a, b, c] = await Promise.all([moderator(), member(), member(), member()]);
    const said: { id: number }[] = [];
    for (let i = 0; i < 13; i++) {
      const [from, to] = i % 2 ? [a, b] : [b, a];
      const [row] = await ctx()
        .db.insert(messages)
        .values({ senderId: from.id, receiverId: to.id, content: `line ${i}` })
        .returning({ id: messages.id });
      said.push(row!);
      // Another conversation in between is not part of this one.
      if (i === 6)
        await ctx()
          .db.insert(messages)
          .values({ senderId: a.id, receiverId: c.id, content: 'elsewhere' });
    }
    const reported = said[7]!; // a → b
    const row = await fileReport(b, 'message', reported.id, { reason: 'offensive' });
    const shown = thingOf(await wholeQueue(mod), row.id);
    const target = shown.target as Extract<ReportedThing['target'], { type: 'message' }>;
    expect(target.message).toMatchObject({ id: reported.id, content: 'line 7', sender_id: a.id });
    expect(target.context.map((m) => m.content)).toEqual([
      'line 2',
      'line 3',
      'line 4',
      'line 5',
      'line 6',
      'line 8',
      'line 9',
      'line 10',
      'line 11',
      'line 12',
    ]);
    expect(target.sender).toMatchObject({ id: a.id, is_suspended: false });
    expect(target.receiver).toMatchObject({ id: b.id });

    // A message gone since shows as null.
    const [lost] = await ctx()
      .db.insert(messages)
      .values({ senderId: a.id, receiverId: b.id, content: 'soon gone' })
      .returning({ id: messages.id });
    const ofLost = await fileReport(b, 'message', lost!.id);
    await ctx().db.delete(messages).where(eq(messages.id, lost!.id));
    expect(thingOf(await wholeQueue(mod), ofLost.id).target).toEqual({
      type: 'message',
      message: null,
      context: [],
      sender: null,
      receiver: null,
    });
  });
});
