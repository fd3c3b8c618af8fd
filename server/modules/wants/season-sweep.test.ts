import { NOTIFICATION_EVENT } from '@common/schemas/wants';
import type { MemberNotification } from '@common/types';
import { jobs, notifications, pushSubscriptions } from '@server/db/schema';
import type { PushFanout } from '@server/jobs/push-payloads';
import { pushOf } from '@server/modules/notifications';
import { fanOutPushes } from '@server/modules/push';
import { setupTestApp } from '@server/test/app';
import { createUser, createWant, type TestUser } from '@server/test/factories';
import { testClock } from '@server/test/fakes/clock';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sweepSeasons } from './season-sweep';

// The first day of a want's season tells its owner, once a year (docs/product.md §8.11).
const testApp = setupTestApp();
const clock = testClock();
beforeEach(() => {
  testApp().ctx.clock = clock;
});

/** Sweeps at `at` (an ISO time) and answers how many were told. */
async function sweepAt(at: string) {
  clock.set(new Date(at));
  return (await sweepSeasons(testApp().ctx)).told;
}

async function noticesOf(user: { id: number }) {
  return testApp()
    .ctx.db.select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'season_started')))
    .orderBy(notifications.id);
}

async function bellOf(user: TestUser): Promise<MemberNotification[]> {
  const res = await testApp().as(user).get('/api/notifications');
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describe('season_started', () => {
  it('tells the owner once on the first day of the season, in the bell, live', async () => {
    const owner = await createUser(testApp().ctx);
    const want = await createWant(testApp().ctx, owner, {
      title: 'plums',
      seasonMonths: [7, 8, 9],
    });
    const live = vi.spyOn(testApp().ctx.realtime, 'toUser');
    expect(await sweepAt('2026-06-30T23:30:00Z')).toBe(0);

    await sweepAt('2026-07-01T00:30:00Z');
    await sweepAt('2026-07-01T13:00:00Z');
    const notices = await noticesOf(owner);
    expect(notices.map((n) => n.wantId)).toEqual([want.id]);
    const [bell] = await bellOf(owner);
    expect(bell).toMatchObject({
      type: 'season_started',
      kind: 'season_started',
      is_read: false,
      want: { id: want.id, title: 'plums', category_id: 1 },
    });
    expect(live).toHaveBeenCalledWith(
      owner.id,
      NOTIFICATION_EVENT,
      expect.objectContaining({ type: 'season_started', id: notices[0]!.id }),
    );
    live.mockRestore();

    // Not again later that month, nor on the next month's first day, nor within the year.
    await sweepAt('2026-07-02T00:30:00Z');
    await sweepAt('2026-08-01T00:30:00Z');
    await sweepAt('2026-09-01T00:30:00Z');
    expect(await noticesOf(owner)).toHaveLength(1);
    // A year on, its season starts again.
    await sweepAt('2027-07-01T00:30:00Z');
    expect(await noticesOf(owner)).toHaveLength(2);
  });

  it('tells no want of all year, nor of all twelve months, nor on another day', async () => {
    const owner = await createUser(testApp().ctx);
    await createWant(testApp().ctx, owner, { title: 'garlic' });
    await createWant(testApp().ctx, owner, {
      title: 'apples',
      seasonMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    });
    await createWant(testApp().ctx, owner, { title: 'pears', seasonMonths: [10] });
    await sweepAt('2026-10-02T00:30:00Z');
    await sweepAt('2026-10-15T12:00:00Z');
    expect(await noticesOf(owner)).toEqual([]);
  });

  it('starts a season that wraps the year on its first month (Dec), not on Jan 1st', async () => {
    const owner = await createUser(testApp().ctx);
    const want = await createWant(testApp().ctx, owner, {
      title: 'kale',
      seasonMonths: [1, 2, 12],
    });
    await sweepAt('2027-01-01T00:30:00Z');
    expect(await noticesOf(owner)).toEqual([]);
    await sweepAt('2027-12-01T00:30:00Z');
    expect((await noticesOf(owner)).map((n) => n.wantId)).toEqual([want.id]);
  });

  it("follows the owner's time zone at the day's edge", async () => {
    const owner = await createUser(testApp().ctx, { timeZone: 'America/Los_Angeles' });
    await createWant(testApp().ctx, owner, { title: 'plums', seasonMonths: [7] });
    // 03:00 UTC on July 1st is still June 30th in Los Angeles.
    await sweepAt('2026-07-01T03:00:00Z');
    expect(await noticesOf(owner)).toEqual([]);
    await sweepAt('2026-07-01T08:00:00Z');
    expect(await noticesOf(owner)).toHaveLength(1);
  });

  it('is told once when processes sweep at the same time', async () => {
    const owner = await createUser(testApp().ctx);
    await createWant(testApp().ctx, owner, { title: 'cherries', seasonMonths: [6] });
    clock.set(new Date('2026-06-01T09:00:00Z'));
    const counts = await Promise.all([1, 2, 3].map(() => sweepSeasons(testApp().ctx)));
    expect(counts.reduce((sum, c) => sum + c.told, 0)).toBe(1);
    expect(await noticesOf(owner)).toHaveLength(1);
  });

  it("is pushed by default, not once the member turns its push off, and says so in the member's language", async () => {
    const { ctx } = testApp();
    const pushed = await createUser(ctx, { locale: 'es' });
    const quiet = await createUser(ctx);
    for (const [i, member] of [pushed, quiet].entries()) {
      await createWant(ctx, member, { title: 'ciruelas', seasonMonths: [5] });
      await ctx.db.insert(pushSubscriptions).values({
        userId: member.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/season-${process.pid}-${member.id}-${i}`,
        p256dh: 'key',
        auth: 'auth',
      });
    }
    await testApp()
      .as(quiet)
      .put('/api/notifications/settings')
      .send({ season_started: { email: false, push: false } })
      .expect(200);

    await sweepAt('2026-05-01T10:00:00Z');
    const ids = [...(await noticesOf(pushed)), ...(await noticesOf(quiet))].map((n) => n.id);
    expect(ids).toHaveLength(2);
    // Both are in the bell, whatever the setting.
    expect((await bellOf(quiet)).map((n) => n.type)).toEqual(['season_started']);

    // The push fan-out stored with them reaches only the member who keeps pushes on.
    const fanouts = await ctx.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'push_fanout'));
    const ours = fanouts
      .map((f) => f.payload as PushFanout)
      .find((f) => 'notification_ids' in f && f.notification_ids.some((id) => ids.includes(id)));
    expect(ours).toBeDefined();
    const sends = await fanOutPushes(ctx, ours!);
    expect(sends.map((s) => (s.payload as { user_id: number }).user_id)).toEqual([pushed.id]);

    const [notice] = await bellOf(pushed);
    expect(pushOf(notice!, 'km', 'es')).toMatchObject({
      title: 'Empieza la temporada',
      body: 'Empieza la temporada de ciruelas: te avisaremos cuando tus vecinos publiquen ciruelas',
      url: '/my-listings?tab=want',
    });
    expect(pushOf(notice!, 'km', 'en').body).toBe(
      'It’s ciruelas season: we’ll tell you when neighbours list ciruelas',
    );
    // No e-mail: this kind has none (docs/product.md §8.9).
    const mails = await ctx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'send_email'), sql`${jobs.payload} ->> 'type' = 'season_started'`));
    expect(mails).toEqual([]);
  });

  it('is dropped with its want', async () => {
    const owner = await createUser(testApp().ctx);
    const want = await createWant(testApp().ctx, owner, { title: 'figs', seasonMonths: [8] });
    await sweepAt('2026-08-01T10:00:00Z');
    expect(await bellOf(owner)).toHaveLength(1);
    await testApp().as(owner).delete(`/api/listings/want-listings/${want.id}`).expect(204);
    expect(await bellOf(owner)).toEqual([]);
  });
});
