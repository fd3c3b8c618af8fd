import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { createListing, createUser, reloadUser, TEST_PASSWORD } from '@server/test/factories';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();
const jpeg = () =>
  sharp({
    create: { width: 2400, height: 1200, channels: 3, background: { r: 40, g: 160, b: 60 } },
  })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-place' } } })
    .toBuffer();
const uploadedFiles = async (folder: string) =>
  readdir(path.join(testApp().ctx.config.uploadsDir, folder)).catch(() => [] as string[]);

describe('GET /api/auth/profile', () => {
  it('answers the signed-in member with friend_count, and 401 without a token', async () => {
    const user = await createUser(testApp().ctx, { firstName: 'Ivy' });
    const res = await testApp().as(user).get('/api/auth/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      first_name: 'Ivy',
      friend_count: 0,
      city: 'Salt Lake City',
    });
    expect(res.body).not.toHaveProperty('password_hash');
    expect((await testApp().api.get('/api/auth/profile')).status).toBe(401);
  });
});

describe('PUT /api/auth/profile', () => {
  it('changes only the fields sent', async () => {
    const user = await createUser(testApp().ctx, { lastName: 'Keep' });
    const res = await testApp()
      .as(user)
      .put('/api/auth/profile')
      .send({ first_name: 'Sage', apt: '4B' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ first_name: 'Sage', last_name: 'Keep', apt: '4B' });
    expect(res.body.access_token).toBeUndefined();
  });

  it('geocodes a changed zip code into the member location', async () => {
    const user = await createUser(testApp().ctx, {
      latitude: null,
      longitude: null,
      zipCode: null,
    });
    const res = await testApp()
      .as(user)
      .put('/api/auth/profile')
      .send({ city: 'Provo', state: 'UT', zip_code: '84601' });
    expect(res.status).toBe(200);
    expect(res.body.user.latitude).toBeCloseTo(40.23, 1);
    expect(res.body.user.longitude).toBeCloseTo(-111.66, 1);
  });

  it('a new password rotates the token: the old one stops working, the answer carries a new one', async () => {
    const user = await createUser(testApp().ctx);
    const res = await testApp()
      .as(user)
      .put('/api/auth/profile')
      .send({ password: 'new-garden-pass', current_password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.access_token).toEqual(expect.any(String));
    expect((await testApp().as(user).get('/api/auth/profile')).status).toBe(401);
    expect(
      (await testApp().as({ token: res.body.access_token }).get('/api/auth/profile')).status,
    ).toBe(200);
    const login = await testApp()
      .api.post('/api/auth/login')
      .type('form')
      .send({ username: user.email, password: 'new-garden-pass' });
    expect(login.status).toBe(200);
  });

  it('refuses a username or e-mail someone else has, with 409, and changes nothing', async () => {
    const taken = await createUser(testApp().ctx);
    const user = await createUser(testApp().ctx, { firstName: 'Unchanged' });
    const res = await testApp()
      .as(user)
      .put('/api/auth/profile')
      .send({ username: taken.username.toUpperCase(), first_name: 'X' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('This username is already taken');
    const email = await testApp()
      .as(user)
      .put('/api/auth/profile')
      .send({ email: taken.email, current_password: TEST_PASSWORD });
    expect(email.status).toBe(409);
    expect((await reloadUser(testApp().ctx, user.id))?.firstName).toBe('Unchanged');
  });

  it("validates with docs/product.md §3.10's messages and refuses unknown fields", async () => {
    const user = await createUser(testApp().ctx);
    const bad = await testApp()
      .as(user)
      .put('/api/auth/profile')
      .send({ username: 'a!', email: 'nope', password: 'short' });
    expect(bad.status).toBe(422);
    expect(messages(bad.body)).toEqual(
      expect.arrayContaining([
        'Username can only contain letters, numbers, and underscores',
        'Invalid email format',
        'Password must be at least 8 characters long',
      ]),
    );
    const unknown = await testApp().as(user).put('/api/auth/profile').send({ token_version: 9 });
    expect(unknown.status).toBe(422);
    expect((await testApp().api.put('/api/auth/profile').send({ first_name: 'x' })).status).toBe(
      401,
    );
  });
});

describe('POST /api/auth/upload-profile-image', () => {
  it('re-encodes the avatar (≤ 1920 px, WebP, metadata stripped) and serves it', async () => {
    const user = await createUser(testApp().ctx);
    const res = await testApp()
      .as(user)
      .post('/api/auth/upload-profile-image')
      .attach('file', await jpeg(), 'me.jpg');
    expect(res.status).toBe(200);
    expect(res.body.profile_picture).toMatch(/^uploads\/avatars\/[0-9a-f-]+\.webp$/);
    const image = await testApp().api.get(`/api/${res.body.profile_picture}`);
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.body).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1920);
    expect(meta.exif).toBeUndefined();
    const avatar = await testApp().as(user).get('/api/auth/users/me/avatar');
    expect(avatar.status).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/webp');
  });

  it('refuses bytes that are not an image with 415 and stores nothing', async () => {
    const user = await createUser(testApp().ctx);
    const before = await uploadedFiles('avatars');
    const res = await testApp()
      .as(user)
      .post('/api/auth/upload-profile-image')
      .attach('file', Buffer.from('<?php echo "hi"; ?>'), {
        filename: 'cat.jpg',
        contentType: 'image/jpeg',
      });
    expect(res.status).toBe(415);
    expect(res.body.detail).toMatch(/not a supported image/);
    expect(await uploadedFiles('avatars')).toEqual(before);
    expect((await reloadUser(testApp().ctx, user.id))?.profilePicture).toBeNull();
  });

  it('refuses an oversize file with 413', async () => {
    const user = await createUser(testApp().ctx);
    const res = await testApp()
      .as(user)
      .post('/api/auth/upload-profile-image')
      .attach('file', Buffer.alloc(11 * 1024 * 1024, 1), 'huge.jpg');
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe('File too large');
  });

  it('stores onboarding location fields, geocoded, without a photo', async () => {
    const user = await createUser(testApp().ctx, {
      latitude: null,
      longitude: null,
      city: null,
      state: null,
      zipCode: null,
    });
    const res = await testApp()
      .as(user)
      .post('/api/auth/upload-profile-image')
      .field('city', 'Salt Lake City')
      .field('state', 'UT')
      .field('postcode', ' 84101 ')
      .field('address', '  ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      city: 'Salt Lake City',
      state: 'UT',
      zip_code: '84101',
      address: null,
    });
    expect(res.body.latitude).toBeCloseTo(40.76, 1);
  });

  it("validates onboarding with docs/product.md §5.1's messages", async () => {
    const user = await createUser(testApp().ctx);
    const res = await testApp()
      .as(user)
      .post('/api/auth/upload-profile-image')
      .field('city', 'X')
      .field('postcode', '123');
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual(
      expect.arrayContaining(['State is required', 'Postcode must be at least 5 characters.']),
    );
  });

  it('needs a login', async () => {
    expect(
      (await testApp().api.post('/api/auth/upload-profile-image').field('city', 'X')).status,
    ).toBe(401);
  });
});

describe('members', () => {
  it('GET /api/auth/users/{id}/public is open to guests and shows no private field', async () => {
    const user = await createUser(testApp().ctx, { address: '12 Secret Lane' });
    const res = await testApp().api.get(`/api/auth/users/${user.id}/public`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'city',
      'friend_count',
      'id',
      'profile_picture',
      'state',
      'stats',
      'username',
      'zip_code',
    ]);
    expect(JSON.stringify(res.body)).not.toContain('Secret');
  });

  it('an unknown or malformed member id is 404 / 422', async () => {
    const missing = await testApp().api.get('/api/auth/users/999999/public');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('User not found');
    expect((await testApp().api.get('/api/auth/users/abc/public')).status).toBe(422);
    expect((await testApp().api.get('/api/auth/users/99999999999/public')).status).toBe(422);
  });

  it('GET /api/auth/users searches usernames for members only', async () => {
    const me = await createUser(testApp().ctx);
    const hit = await createUser(testApp().ctx, { username: `Marigold_${me.id}` });
    const res = await testApp()
      .as(me)
      .get('/api/auth/users')
      .query({ q: `marigold_${me.id}` });
    expect(res.status).toBe(200);
    expect(res.body.map((u: { id: number }) => u.id)).toEqual([hit.id]);
    expect((await testApp().api.get('/api/auth/users')).status).toBe(401);
    expect((await testApp().as(me).get('/api/auth/users').query({ limit: 0 })).status).toBe(422);
  });
});

describe('DELETE /api/auth/profile', () => {
  it('removes the member, their listings and photos; their token stops working', async () => {
    const user = await createUser(testApp().ctx);
    const upload = await testApp()
      .as(user)
      .post('/api/auth/upload-profile-image')
      .attach('file', await jpeg(), 'me.jpg');
    const listing = await createListing(testApp().ctx, user);
    await testApp()
      .as(user)
      .delete('/api/auth/profile')
      .send({ password: TEST_PASSWORD })
      .expect(204);
    expect(await reloadUser(testApp().ctx, user.id)).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      firstName: '',
      latitude: null,
      profilePicture: null,
      deletedAt: expect.any(Date),
    });
    const again = await testApp()
      .api.post('/api/auth/login')
      .type('form')
      .send({ username: user.email, password: TEST_PASSWORD });
    expect(again.status).toBe(401);
    expect((await testApp().as(user).get('/api/auth/profile')).status).toBe(401);
    expect((await testApp().api.get(`/api/${upload.body.profile_picture}`)).status).toBe(404);
    expect((await testApp().api.get(`/api/listings/${listing.id}`)).status).toBe(404);
  });
});
