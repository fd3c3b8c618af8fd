import { setupTestApp } from '@server/test/app';
import { createUser, reloadUser } from '@server/test/factories';
import { describe, expect, it } from 'vitest';

// The "Distances in" setting (docs/product.md §4.8, §6.3): a chosen unit, or null for the browser's.
const testApp = setupTestApp();

describe('the distance unit on the profile', () => {
  it('answers the stored unit and the one in effect, which follows the browser while none is chosen', async () => {
    const { ctx } = testApp();
    const user = await createUser(ctx);
    const profile = (language?: string) => {
      const req = testApp().as(user).get('/api/auth/profile');
      return (language ? req.set('Accept-Language', language) : req).expect(200);
    };
    expect((await profile()).body).toMatchObject({
      distance_unit: null,
      effective_distance_unit: 'mi',
    });
    expect((await profile('en-US,en;q=0.5')).body.effective_distance_unit).toBe('mi');
    expect((await profile('fr-CA,fr;q=0.8')).body.effective_distance_unit).toBe('km');
    // The most preferred language counts, not the first written.
    expect((await profile('de;q=0.5, en-US')).body.effective_distance_unit).toBe('mi');
  });

  it('is saved with PUT and set back to the browser’s with null', async () => {
    const { ctx } = testApp();
    const user = await createUser(ctx);
    const saved = await testApp()
      .as(user)
      .put('/api/auth/profile')
      .set('Accept-Language', 'en-US')
      .send({ distance_unit: 'km' })
      .expect(200);
    expect(saved.body.user).toMatchObject({ distance_unit: 'km', effective_distance_unit: 'km' });
    expect((await reloadUser(ctx, user.id))?.distanceUnit).toBe('km');
    const read = await testApp().as(user).get('/api/auth/profile').expect(200);
    expect(read.body.distance_unit).toBe('km');

    const cleared = await testApp()
      .as(user)
      .put('/api/auth/profile')
      .set('Accept-Language', 'it-IT')
      .send({ distance_unit: null })
      .expect(200);
    expect(cleared.body.user).toMatchObject({ distance_unit: null, effective_distance_unit: 'km' });
    expect((await reloadUser(ctx, user.id))?.distanceUnit).toBeNull();
  });

  it('refuses any other value with a clear detail and changes nothing', async () => {
    const { ctx } = testApp();
    const user = await createUser(ctx, { distanceUnit: 'mi' });
    for (const value of ['miles', 'KM', '', 5]) {
      const res = await testApp()
        .as(user)
        .put('/api/auth/profile')
        .send({ distance_unit: value, first_name: 'Changed' });
      expect(res.status).toBe(422);
      expect(res.body.detail).toContainEqual(
        expect.objectContaining({
          loc: ['body', 'distance_unit'],
          msg: 'distance_unit must be "mi", "km" or null',
        }),
      );
    }
    const row = await reloadUser(ctx, user.id);
    expect(row?.distanceUnit).toBe('mi');
    expect(row?.firstName).toBe('Green');
  });

  it('is for signed-in members only', async () => {
    await testApp().api.put('/api/auth/profile').send({ distance_unit: 'km' }).expect(401);
    await testApp().api.get('/api/auth/profile').expect(401);
  });
});
