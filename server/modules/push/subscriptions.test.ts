import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEVICE_NOT_FOUND, DEVICE_OF_ANOTHER, PUSH_SERVICE_REFUSED } from '@common/contracts/push';
import { PUSH_ENDPOINT_INVALID, PUSH_KEYS_INVALID } from '@common/schemas/push';
import { loadConfig } from '@server/config';
import { generateVapidKeys } from '@server/config-vapid';
import { pushSubscriptions } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { createUser, type TestUser } from '@server/test/factories';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { isAllowedEndpoint } from './endpoints';
import { MAX_DEVICES } from './queries';

const testApp = setupTestApp({ PUSH_ALLOWED_HOSTS: '127.0.0.1:8443, *.push.example.net' });

const KEYS = { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) };
let n = 0;
const endpoint = () => `https://fcm.googleapis.com/fcm/send/test-${process.pid}-${++n}`;

const subscribe = (user: TestUser, body: object) =>
  testApp().as(user).post('/api/push/subscriptions').send(body);
const unsubscribe = (user: TestUser, body: object) =>
  testApp().as(user).delete('/api/push/subscriptions').send(body);

const devices = (userId: number) =>
  testApp()
    .ctx.db.select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));

describe('GET /api/push/public-key', () => {
  it('answers the VAPID public key to anyone, cacheable', async () => {
    const res = await testApp().api.get('/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ key: testApp().ctx.config.push.publicKey });
    expect(res.body.key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('POST /api/push/subscriptions', () => {
  it('stores the device: 201, idempotent per endpoint, several devices per member', async () => {
    const me = await createUser(testApp().ctx);
    const [first, second] = [endpoint(), endpoint()];
    const res = await subscribe(me, { endpoint: first, keys: KEYS, expirationTime: null });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ endpoint: first });
    expect((await subscribe(me, { endpoint: first, keys: KEYS })).status).toBe(201);
    expect((await subscribe(me, { endpoint: second, keys: KEYS })).status).toBe(201);
    const stored = await devices(me.id);
    expect(stored.map((d) => d.endpoint)).toEqual([first, second]);
    expect(stored[0]).toMatchObject({ p256dh: KEYS.p256dh, auth: KEYS.auth });
  });

  it("moves another member's endpoint to the member who subscribes it from its browser (its keys)", async () => {
    const [ann, bob] = [await createUser(testApp().ctx), await createUser(testApp().ctx)];
    const shared = endpoint();
    await subscribe(ann, { endpoint: shared, keys: KEYS });
    expect((await subscribe(bob, { endpoint: shared, keys: KEYS })).status).toBe(201);
    expect(await devices(ann.id)).toEqual([]);
    expect(await devices(bob.id)).toMatchObject([{ endpoint: shared, ...KEYS }]);
  });

  it("refuses 409 another member's endpoint with other keys, and changes nothing", async () => {
    const [ann, mallory] = [await createUser(testApp().ctx), await createUser(testApp().ctx)];
    const annsPhone = endpoint();
    await subscribe(ann, { endpoint: annsPhone, keys: KEYS });
    const stored = await devices(ann.id);
    const otherKeys = { p256dh: `B${'z'.repeat(86)}`, auth: 'w'.repeat(22) };
    for (const keys of [
      otherKeys,
      { p256dh: KEYS.p256dh, auth: otherKeys.auth },
      { p256dh: otherKeys.p256dh, auth: KEYS.auth },
    ]) {
      const res = await subscribe(mallory, { endpoint: annsPhone, keys });
      expect(res.status, JSON.stringify(keys)).toBe(409);
      expect(res.body).toEqual({ detail: DEVICE_OF_ANOTHER });
    }
    expect(await devices(ann.id)).toEqual(stored);
    expect(await devices(mallory.id)).toEqual([]);

    // Its own member may still subscribe it anew, with the browser's new keys.
    expect((await subscribe(ann, { endpoint: annsPhone, keys: otherKeys })).status).toBe(201);
    expect(await devices(ann.id)).toMatchObject([{ endpoint: annsPhone, ...otherKeys }]);
  });

  it(`keeps a member's newest ${MAX_DEVICES} devices`, async () => {
    const me = await createUser(testApp().ctx);
    const sent = Array.from({ length: MAX_DEVICES + 2 }, endpoint);
    for (const e of sent) await subscribe(me, { endpoint: e, keys: KEYS });
    expect((await devices(me.id)).map((d) => d.endpoint)).toEqual(sent.slice(2));
  });

  it('refuses 422 an endpoint that is no push service, and stores nothing', async () => {
    const me = await createUser(testApp().ctx);
    for (const bad of [
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1:9999/push',
    ]) {
      const res = await subscribe(me, { endpoint: bad, keys: KEYS });
      expect(res.status, bad).toBe(422);
      expect(messages(res.body)).toEqual([PUSH_SERVICE_REFUSED]);
    }
    expect(await devices(me.id)).toEqual([]);
  });

  it('names each malformed part: 422, nothing stored', async () => {
    const me = await createUser(testApp().ctx);
    const cases: [object, string[]][] = [
      [{}, [PUSH_ENDPOINT_INVALID, PUSH_KEYS_INVALID]],
      [{ endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys: KEYS }, [PUSH_ENDPOINT_INVALID]],
      [{ endpoint: 'not a url', keys: KEYS }, [PUSH_ENDPOINT_INVALID]],
      [
        { endpoint: `https://fcm.googleapis.com/${'a'.repeat(2048)}`, keys: KEYS },
        ['endpoint is longer than a push service URL can be'],
      ],
      [{ endpoint: endpoint(), keys: { p256dh: 'short', auth: KEYS.auth } }, [PUSH_KEYS_INVALID]],
      [{ endpoint: endpoint(), keys: { p256dh: KEYS.p256dh, auth: 'no!' } }, [PUSH_KEYS_INVALID]],
      [{ endpoint: endpoint(), keys: 'both' }, [PUSH_KEYS_INVALID]],
    ];
    for (const [body, expected] of cases) {
      const res = await subscribe(me, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(messages(res.body)).toEqual(expected);
    }
    expect(await devices(me.id)).toEqual([]);
  });

  it('needs a login', async () => {
    const res = await testApp()
      .api.post('/api/push/subscriptions')
      .send({ endpoint: endpoint(), keys: KEYS });
    expect(res.status).toBe(401);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it("forgets one's own device: 204, then 404", async () => {
    const me = await createUser(testApp().ctx);
    const [kept, gone] = [endpoint(), endpoint()];
    await subscribe(me, { endpoint: kept, keys: KEYS });
    await subscribe(me, { endpoint: gone, keys: KEYS });
    expect((await unsubscribe(me, { endpoint: gone })).status).toBe(204);
    expect((await devices(me.id)).map((d) => d.endpoint)).toEqual([kept]);
    const again = await unsubscribe(me, { endpoint: gone });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe(DEVICE_NOT_FOUND);
  });

  it("answers 404 for someone else's device and leaves it", async () => {
    const [ann, bob] = [await createUser(testApp().ctx), await createUser(testApp().ctx)];
    const annsPhone = endpoint();
    await subscribe(ann, { endpoint: annsPhone, keys: KEYS });
    expect((await unsubscribe(bob, { endpoint: annsPhone })).status).toBe(404);
    expect(await devices(ann.id)).toHaveLength(1);
  });

  it('names a malformed endpoint (422) and needs a login (401)', async () => {
    const me = await createUser(testApp().ctx);
    const res = await unsubscribe(me, { endpoint: 'nope' });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual([PUSH_ENDPOINT_INVALID]);
    const guest = await testApp()
      .api.delete('/api/push/subscriptions')
      .send({ endpoint: endpoint() });
    expect(guest.status).toBe(401);
  });
});

describe('which endpoints are push services', () => {
  it("takes the browsers' services and the hosts PUSH_ALLOWED_HOSTS adds", () => {
    const extra = testApp().ctx.config.push.allowedHosts;
    expect(extra).toEqual(['127.0.0.1:8443', '*.push.example.net']);
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
      'https://api.push.apple.com/abc',
      'https://127.0.0.1:8443/push/1',
      'https://eu.push.example.net/1',
    ])
      expect(isAllowedEndpoint(ok, extra), ok).toBe(true);
    for (const no of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://notify.windows.com.evil.test/x',
      'https://evilnotify.windows.com/x',
      'https://127.0.0.1/push/1',
      'https://push.example.net/1',
      'ftp://fcm.googleapis.com/x',
    ])
      expect(isAllowedEndpoint(no, extra), no).toBe(false);
  });
});

describe('VAPID keys', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'homegrown-vapid-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const base = { JWT_SECRET: 'x'.repeat(32) };

  it('are made once into DATA_DIR and kept across restarts', () => {
    const dir = dataDir();
    const first = loadConfig({ ...base, DATA_DIR: dir }).push;
    const again = loadConfig({ ...base, DATA_DIR: dir }).push;
    expect(again.publicKey).toBe(first.publicKey);
    expect(again.privateKey).toBe(first.privateKey);
    expect(JSON.parse(readFileSync(path.join(dir, 'vapid-keys.json'), 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(first.subject).toBe('mailto:support@homegrown.community');
  });

  it('come from the environment when set, checked as a pair', () => {
    const pair = generateVapidKeys();
    const env = {
      ...base,
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://homegrown.example',
    };
    expect(loadConfig(env).push).toMatchObject({ ...pair, subject: 'https://homegrown.example' });
    const other = generateVapidKeys();
    expect(() => loadConfig({ ...env, VAPID_PRIVATE_KEY: other.privateKey })).toThrow(
      'VAPID_PUBLIC_KEY: not the public half of VAPID_PRIVATE_KEY',
    );
    expect(() => loadConfig({ ...env, VAPID_PRIVATE_KEY: '' })).toThrow('set both, or neither');
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: 'abc' })).toThrow(
      'VAPID_PUBLIC_KEY must be a P-256 public key',
    );
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: 'me@example.com' })).toThrow(
      'VAPID_SUBJECT must be a mailto: address or an https:// URL',
    );
    expect(() => loadConfig({ ...env, PUSH_ALLOWED_HOSTS: 'a/b' })).toThrow('PUSH_ALLOWED_HOSTS');
  });

  it('refuse to start on a damaged key file, naming it', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'vapid-keys.json'), '{"publicKey": "B"}');
    expect(() => loadConfig({ ...base, DATA_DIR: dir })).toThrow(/vapid-keys\.json does not hold/);
  });
});
