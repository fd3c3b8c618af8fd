import type { ReportedThing } from '@common/schemas/moderation';
import { setupTestApp } from '@server/test/app';
import {
  createListing,
  createReport,
  createUser,
  type ReportFiled,
  type TestUser,
} from '@server/test/factories';
import { describe, expect, it } from 'vitest';

// docs/product.md §14.3: the desk lists one entry per reported thing, its reports inside.
const testApp = setupTestApp();
const ctx = () => testApp().ctx;
const member = () => createUser(ctx());
const moderator = () => createUser(ctx(), { role: 'moderator' });

const fileReport = (...report: ReportFiled) => createReport(ctx(), ...report);

const desk = (mod: TestUser, query: string) =>
  testApp().as(mod).get(`/api/moderation/reports?${query}`).expect(200);

/** Each entry as "type #id: report ids", in the desk's order. */
const shape = (things: ReportedThing[]) =>
  things.map((t) => `${t.target_type} #${t.target_id}: ${t.reports.map((r) => r.id).join(' ')}`);

describe('one entry per reported thing', () => {
  it('puts two members’ reports of one listing in one entry, each reporter and reason inside', async () => {
    const [mod, owner, rosa, tom] = await Promise.all([moderator(), member(), member(), member()]);
    const listing = await createListing(ctx(), owner, { title: 'Suspicious seeds' });
    for (const [who, reason, details] of [
      [rosa, 'scam', 'Wants money up front'],
      [tom, 'spam', undefined],
    ] as const) {
      await testApp()
        .as(who)
        .post('/api/reports')
        .send({ target_type: 'listing', target_id: listing.id, reason, details })
        .expect(201);
    }
    const res = await desk(mod, 'status=open&limit=100');
    const entries = (res.body as ReportedThing[]).filter(
      (t) => t.target_type === 'listing' && t.target_id === listing.id,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      reports_on_target: 2,
      reports: [
        {
          status: 'open',
          reason: 'scam',
          details: 'Wants money up front',
          created_at: expect.any(String),
          reporter: { id: rosa.id, username: rosa.username },
        },
        { status: 'open', reason: 'spam', details: null, reporter: { id: tom.id } },
      ],
      target: { type: 'listing', listing: { id: listing.id, title: 'Suspicious seeds' } },
    });
    expect(entries[0]!.act_on).toBe(entries[0]!.reports[0]!.id);
  });

  it('pages over things, never splitting one, in the order of their oldest open report', async () => {
    const [mod, reporter, other] = await Promise.all([moderator(), member(), member()]);
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    const a1 = await fileReport(reporter, 'user', a.id);
    const b2 = await fileReport(reporter, 'user', b.id);
    // A later report of a: a stays where its oldest open report puts it, ahead of b.
    const a3 = await fileReport(other, 'user', a.id, { reason: 'unsafe' });
    const c4 = await fileReport(reporter, 'user', c.id);
    const start = `cursor=${a1.id - 1}`;

    const first = await desk(mod, `limit=1&${start}`);
    expect(shape(first.body)).toEqual([`user #${a.id}: ${a1.id} ${a3.id}`]);
    expect(first.headers['x-next-cursor']).toBe(String(a1.id));
    const second = await desk(mod, `limit=1&cursor=${first.headers['x-next-cursor']}`);
    expect(shape(second.body)).toEqual([`user #${b.id}: ${b2.id}`]);
    const third = await desk(mod, `limit=1&cursor=${second.headers['x-next-cursor']}`);
    expect(shape(third.body)).toEqual([`user #${c.id}: ${c4.id}`]);

    const two = await desk(mod, `limit=2&${start}`);
    expect(shape(two.body)).toEqual([
      `user #${a.id}: ${a1.id} ${a3.id}`,
      `user #${b.id}: ${b2.id}`,
    ]);
    expect(two.headers['x-next-cursor']).toBe(String(b2.id));
    const rest = await desk(mod, `limit=100&cursor=${b2.id}`);
    expect(shape(rest.body)[0]).toBe(`user #${c.id}: ${c4.id}`);
    expect(rest.headers['x-next-cursor']).toBeUndefined();
  });

  it('closes a thing’s reports together; the closed tab shows them as one entry, newest first', async () => {
    const [mod, owner, r1, r2, r3] = await Promise.all([
      moderator(),
      member(),
      member(),
      member(),
      member(),
    ]);
    const listing = await createListing(ctx(), owner);
    const older = await fileReport(r1, 'listing', listing.id);
    const newer = await fileReport(r2, 'listing', listing.id, { reason: 'scam' });
    const acted = await testApp()
      .as(mod)
      .post(`/api/moderation/reports/${older.id}/actions`)
      .send({ action: 'dismiss' })
      .expect(200);
    expect(shape([acted.body])).toEqual([`listing #${listing.id}: ${newer.id} ${older.id}`]);
    expect((acted.body as ReportedThing).reports.map((r) => r.status)).toEqual([
      'closed',
      'closed',
    ]);

    const ofListing = (things: ReportedThing[]) =>
      things.filter((t) => t.target_type === 'listing' && t.target_id === listing.id);
    expect(ofListing((await desk(mod, 'status=open&limit=100')).body)).toEqual([]);
    const closed = ofListing(
      (await desk(mod, `status=closed&limit=1&cursor=${newer.id + 1}`)).body,
    );
    expect(shape(closed)).toEqual([`listing #${listing.id}: ${newer.id} ${older.id}`]);

    // Reported again: open with the new report alone, the closed ones counted.
    const again = await fileReport(r3, 'listing', listing.id);
    const open = ofListing((await desk(mod, 'status=open&limit=100')).body);
    expect(shape(open)).toEqual([`listing #${listing.id}: ${again.id}`]);
    expect(open[0]!.reports_on_target).toBe(3);
  });

  it('orders the closed tab by each thing’s newest closed report, a page at a time', async () => {
    const [mod, reporter, other] = await Promise.all([moderator(), member(), member()]);
    const [a, b] = await Promise.all([member(), member()]);
    const a1 = await fileReport(reporter, 'user', a.id);
    const b2 = await fileReport(reporter, 'user', b.id);
    const a3 = await fileReport(other, 'user', a.id);
    for (const id of [a1.id, b2.id]) {
      await testApp()
        .as(mod)
        .post(`/api/moderation/reports/${id}/actions`)
        .send({ action: 'dismiss' })
        .expect(200);
    }
    const first = await desk(mod, `status=closed&limit=1&cursor=${a3.id + 1}`);
    expect(shape(first.body)).toEqual([`user #${a.id}: ${a3.id} ${a1.id}`]);
    expect(first.headers['x-next-cursor']).toBe(String(a3.id));
    const second = await desk(mod, `status=closed&limit=1&cursor=${a3.id}`);
    expect(shape(second.body)).toEqual([`user #${b.id}: ${b2.id}`]);
  });
});
