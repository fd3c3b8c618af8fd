import type { NearbyEvent } from '@common/schemas/events';
import type { AuditEntry, ReportedThing } from '@common/schemas/moderation';
import { local, sayDetail } from '@server/lib/errors';
import { OWN_EVENT } from '@server/modules/reports/service';
import { setupTestApp } from '@server/test/app';
import { detailsOf, hostEvent, PARK } from '@server/test/events';
import { createUser, type TestUser } from '@server/test/factories';
import { type TestClock, testClock } from '@server/test/fakes/clock';
import { beforeEach, describe, expect, it } from 'vitest';

// docs/product.md §7.19, §14.2–14.3: a swap day is reported like anything a member sees, and a
// moderator removes or restores it.
const testApp = setupTestApp();
const ctx = () => testApp().ctx;
let clock: TestClock;
beforeEach(() => {
  clock = testClock();
  ctx().clock = clock;
});
const en = (key: Parameters<typeof local>[0]) => sayDetail(local(key), 'en');

const reportEvent = (who: TestUser, id: number) =>
  testApp()
    .as(who)
    .post('/api/reports')
    .send({ target_type: 'event', target_id: id, reason: 'scam' });
const act = (who: TestUser, reportId: number, action: string) =>
  testApp().as(who).post(`/api/moderation/reports/${reportId}/actions`).send({ action });
const listedIds = async (who: TestUser) =>
  ((await testApp().as(who).get('/api/events?within=100')).body as NearbyEvent[]).map((e) => e.id);

async function scene() {
  const [host, neighbour, mod] = [
    await createUser(ctx()),
    await createUser(ctx()),
    await createUser(ctx(), { role: 'moderator' }),
  ];
  const id = await hostEvent(testApp(), host, clock, { ...PARK, title: 'Free money seed swap' });
  return { host, neighbour, mod, id };
}

describe('POST /api/reports a swap day', () => {
  it('takes a report from a member who sees it; not its host’s, nor a hidden or unknown one', async () => {
    const { host, neighbour, id } = await scene();
    const filed = await reportEvent(neighbour, id);
    expect(filed.status, filed.text).toBe(201);
    expect(filed.body).toMatchObject({ target_type: 'event', target_id: id, reason: 'scam' });
    const own = await reportEvent(host, id);
    expect(own.status).toBe(422);
    expect(detailsOf(own.body)).toEqual([OWN_EVENT]);
    const blocked = await createUser(ctx());
    await testApp().as(host).post('/api/blocks').send({ user_id: blocked.id }).expect(201);
    const hidden = await reportEvent(blocked, id);
    expect(hidden.status).toBe(404);
    expect(hidden.body.detail).toBe(en('errors.reports.nothingToReport'));
    expect((await reportEvent(neighbour, 2_000_000_000)).status).toBe(404);
    const guest = await testApp()
      .api.post('/api/reports')
      .send({ target_type: 'event', target_id: id, reason: 'scam' });
    expect(guest.status).toBe(401);
  });
});

describe('a reported swap day on the moderation desk', () => {
  it('shows it with its host; removed, it vanishes and is logged; restored, it is back', async () => {
    const { host, neighbour, mod, id } = await scene();
    const filed = await reportEvent(neighbour, id);
    const desk = await testApp().as(mod).get('/api/moderation/reports?status=open&limit=100');
    const thing = (desk.body as ReportedThing[]).find(
      (t) => t.target_type === 'event' && t.target_id === id,
    );
    expect(thing).toMatchObject({
      act_on: filed.body.id,
      target: {
        type: 'event',
        event: { id, title: 'Free money seed swap', removed_at: null, cancelled_at: null },
        host: { id: host.id, is_suspended: false },
      },
    });
    expect(await listedIds(neighbour)).toContain(id);

    const removed = await act(mod, filed.body.id, 'remove_event');
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toMatchObject({
      reports: [expect.objectContaining({ status: 'closed' })],
      target: { type: 'event', event: { removed_at: expect.any(String) } },
    });
    expect(await listedIds(neighbour)).not.toContain(id);
    expect((await testApp().as(neighbour).get(`/api/events/${id}`)).status).toBe(404);
    expect((await testApp().as(host).get(`/api/events/${id}`)).status).toBe(404);
    const log = (await testApp().as(mod).get('/api/moderation/audit')).body as AuditEntry[];
    expect(log[0]).toMatchObject({
      action: 'remove_event',
      target_type: 'event',
      target_id: id,
      report_id: filed.body.id,
      moderator: { id: mod.id },
    });

    expect((await act(mod, filed.body.id, 'restore_event')).status).toBe(200);
    expect((await testApp().as(neighbour).get(`/api/events/${id}`)).status).toBe(200);
    expect(await listedIds(neighbour)).toContain(id);
  });

  it('fits event actions to events only, suspends its host, and is 404 to members', async () => {
    const { host, neighbour, mod, id } = await scene();
    const filed = await reportEvent(neighbour, id);
    const wrong = await act(mod, filed.body.id, 'remove_thanks');
    expect(wrong.status).toBe(422);
    expect(detailsOf(wrong.body)).toEqual([en('errors.moderation.thanksActionsOnly')]);
    const memberReport = await testApp()
      .as(neighbour)
      .post('/api/reports')
      .send({ target_type: 'user', target_id: host.id, reason: 'spam' });
    const notEvent = await act(mod, memberReport.body.id, 'remove_event');
    expect(notEvent.status).toBe(422);
    expect(detailsOf(notEvent.body)).toEqual([en('errors.moderation.eventActionsOnly')]);
    expect((await act(neighbour, filed.body.id, 'remove_event')).status).toBe(404);
    expect((await act(host, filed.body.id, 'remove_event')).status).toBe(404);
    const suspended = await act(mod, filed.body.id, 'suspend_member');
    expect(suspended.status).toBe(200);
    expect(suspended.body.target.host).toMatchObject({ id: host.id, is_suspended: true });
    // A suspended host's swap days leave every list.
    expect(await listedIds(neighbour)).not.toContain(id);
  });
});
