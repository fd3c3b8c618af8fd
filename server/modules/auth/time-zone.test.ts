import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { createUser, reloadUser } from '@server/test/factories';
import { describe, expect, it } from 'vitest';

// A member's time zone decides the months of their seasonal wants (docs/product.md §8.11).
const testApp = setupTestApp();
const PROFILE = '/api/auth/profile';
const MESSAGE = 'time_zone must be a time zone name such as America/Chicago';

describe('the profile’s time_zone', () => {
  it('is UTC until set, and takes an IANA zone without a password', async () => {
    const me = await createUser(testApp().ctx);
    const before = await testApp().as(me).get(PROFILE);
    expect(before.body.time_zone).toBe('UTC');
    const res = await testApp().as(me).put(PROFILE).send({ time_zone: 'America/Chicago' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.user.time_zone).toBe('America/Chicago');
    expect((await testApp().as(me).get(PROFILE)).body.time_zone).toBe('America/Chicago');
  });

  it('stores the zone as the browser names it, for the browser to compare', async () => {
    const me = await createUser(testApp().ctx);
    const res = await testApp().as(me).put(PROFILE).send({ time_zone: ' Asia/Kolkata ' });
    expect(res.status, res.text).toBe(200);
    expect((await reloadUser(testApp().ctx, me.id))!.timeZone).toBe('Asia/Kolkata');
  });

  it.each([
    ['an unknown zone', 'Mars/Olympus_Mons'],
    ['an offset', '+05:00'],
    ['empty', ''],
    ['not a string', 5],
    ['a long name', `Europe/${'x'.repeat(80)}`],
    ['a name in the wrong case', 'america/chicago'],
  ])('refuses %s with 422 and a clear detail, changing nothing', async (_, zone) => {
    const me = await createUser(testApp().ctx, { timeZone: 'Europe/Madrid' });
    const res = await testApp().as(me).put(PROFILE).send({ time_zone: zone });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual([MESSAGE]);
    expect((await reloadUser(testApp().ctx, me.id))!.timeZone).toBe('Europe/Madrid');
  });

  it('says so in Spanish', async () => {
    const me = await createUser(testApp().ctx, { locale: 'es' });
    const res = await testApp()
      .as(me)
      .put(PROFILE)
      .set('Accept-Language', 'es')
      .send({ time_zone: 'Nowhere/Town' });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual([
      'time_zone debe ser el nombre de una zona horaria, como America/Chicago',
    ]);
  });

  it('needs a member', async () => {
    const res = await testApp().api.put(PROFILE).send({ time_zone: 'America/Chicago' });
    expect(res.status).toBe(401);
  });

  it('may be given at sign-up, and is checked there too', async () => {
    const member = (n: string, time_zone: unknown) => ({
      email: `zoned-${process.pid}-${n}@example.com`,
      username: `zoned_${process.pid}_${n}`,
      first_name: 'Rosa',
      last_name: 'Gallica',
      password: 'sunflower-seeds',
      time_zone,
    });
    const ok = await testApp().api.post('/api/auth/register').send(member('a', 'Asia/Kolkata'));
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.user.time_zone).toBe('Asia/Kolkata');
    const bad = await testApp().api.post('/api/auth/register').send(member('b', 'Atlantis/Main'));
    expect(bad.status).toBe(422);
    expect(messages(bad.body)).toEqual([MESSAGE]);
  });
});
