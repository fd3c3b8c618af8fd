import type { DistanceUnit } from '@common/units';
import { jobs } from '@server/db/schema';
import type { SendPush } from '@server/jobs/push-payloads';
import { setupTestApp } from '@server/test/app';
import { createUser } from '@server/test/factories';
import { decodeEml } from '@server/test/mail';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

/**
 * docs/product.md §6.3: a match's distance reaches a member in the unit the app shows them, in
 * the e-mail and the push alike: the one chosen on their profile, else miles, as the app shows a
 * browser that names no language. The pushes go to a port nothing listens on: what is checked is
 * the push each device's job was given to send.
 */
const testApp = setupTestApp({ PUSH_ALLOWED_HOSTS: '127.0.0.1:9' });

const KEYS = { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) };
// 10 km from the factories' default home, so 6 miles.
const MURRAY = { city: 'Murray', latitude: 40.6669, longitude: -111.888 };

/** A member with a phone and a wish, matched over HTTP by a seller 10 km away. */
async function matchFor(unit: DistanceUnit | null) {
  const { ctx } = testApp();
  const [wanter, seller] = [
    await createUser(ctx, { distanceUnit: unit }),
    await createUser(ctx, MURRAY),
  ];
  const device = { endpoint: `https://127.0.0.1:9/push/${wanter.id}`, keys: KEYS };
  await testApp().as(wanter).post('/api/push/subscriptions').send(device).expect(201);
  await testApp()
    .as(wanter)
    .post('/api/listings/want-listings')
    .send({ title: 'beans' })
    .expect(201);
  await testApp()
    .as(seller)
    .post('/api/listings')
    .send({ title: 'Bush beans', price: 2 })
    .expect(201);

  const mail = (await testApp().outbox()).find((m) => m.includes(`To: ${wanter.email}`));
  const sends = await ctx.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, 'send_push'));
  const push = sends.map((s) => s.payload as SendPush).find((p) => p.user_id === wanter.id);
  const preview = await testApp().as(wanter).get('/api/notifications/match-email/preview');
  return {
    mail: decodeEml(mail ?? ''),
    push: JSON.parse(push?.body ?? '{}') as { body?: string },
    preview: preview.body.text as string,
  };
}

describe('a match told outside the app', () => {
  it('says miles to a member who reads miles, in the e-mail, its preview and the push', async () => {
    const { mail, push, preview } = await matchFor('mi');
    expect(mail).toContain('about 6 mi from you');
    expect(preview).toContain('about 6 mi from you');
    expect(push.body).toMatch(/^Bush beans matches “beans”, by \w+, 6 mi away$/);
    for (const text of [mail, preview, push.body]) expect(text).not.toMatch(/\d+ km\b/);
  });

  it('says kilometres to a member who reads kilometres', async () => {
    const { mail, push, preview } = await matchFor('km');
    expect(mail).toContain('about 10 km from you');
    expect(preview).toContain('about 10 km from you');
    expect(push.body).toMatch(/, 10 km away$/);
    for (const text of [mail, preview, push.body]) expect(text).not.toMatch(/\d+ mi\b/);
  });

  it('says miles to a member who chose no unit, as the app does with no browser language', async () => {
    const { mail, push } = await matchFor(null);
    expect(mail).toContain('about 6 mi from you');
    expect(push.body).toMatch(/, 6 mi away$/);
  });
});
