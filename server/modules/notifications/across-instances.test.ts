import type { MemberNotification } from '@common/types';
import { sweepFreshness } from '@server/modules/listings/freshness';
import { befriend, createUser, type TestUser } from '@server/test/factories';
import type { FakeDevice, FakePushService } from '@server/test/fakes/push-service';
import {
  type Cluster,
  clusterRedisUrl,
  type Instance,
  type PushCluster,
  startPushCluster,
  unusedId,
} from '@server/test/instances';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every kind of notification (docs/product.md §8.5) made through one instance reaches the
 * member on the other: live in their tab there (the Socket.IO Redis adapter), in GET
 * /notifications read through it, and on their phone through Web Push. Runs on PGlite and on
 * PostgreSQL (the message kind, push only, is in server/modules/push/open-tab-elsewhere.test.ts).
 */
describe.skipIf(!clusterRedisUrl)(
  clusterRedisUrl
    ? 'every notification kind across instances'
    : 'every notification kind across instances: skipped, set REDIS_URL_TEST to run it (CI does)',
  () => {
    let pushCluster: PushCluster;
    let service: FakePushService;
    let cluster: Cluster;
    let a: Instance;
    let b: Instance;

    beforeAll(async () => {
      pushCluster = await startPushCluster();
      ({ service, cluster } = pushCluster);
      [a, b] = cluster.instances as [Instance, Instance];
    });

    afterAll(() => pushCluster?.close());

    interface Member extends TestUser {
      device: FakeDevice;
      pathname: string;
    }

    let devices = 0;
    /** A member with a phone subscribed (through instance A) and a tab open on instance B. */
    async function memberOnB(): Promise<Member & { tab: Socket; heard: MemberNotification[] }> {
      const user = await createUser(a.ctx, { id: unusedId() });
      const pathname = `/phone-${++devices}`;
      const device = service.device(pathname);
      const subscribed = await a.api
        .post('/api/push/subscriptions')
        .set('Authorization', `Bearer ${user.token}`)
        .send(device);
      expect(subscribed.status, subscribed.text).toBe(201);
      const tab = await cluster.tab(b, user.token);
      const heard: MemberNotification[] = [];
      tab.on('notification', (n: MemberNotification) => heard.push(n));
      return { ...user, device, pathname, tab, heard };
    }

    async function member(): Promise<TestUser> {
      return createUser(a.ctx, { id: unusedId() });
    }

    const as = (instance: Instance, user: TestUser) => ({
      get: (url: string) => instance.api.get(url).set('Authorization', `Bearer ${user.token}`),
      post: (url: string, body: object) =>
        instance.api.post(url).set('Authorization', `Bearer ${user.token}`).send(body),
      patch: (url: string, body: object) =>
        instance.api.patch(url).set('Authorization', `Bearer ${user.token}`).send(body),
    });

    /** The one push the member's phone got, decrypted; VAPID-signed and aes128gcm-encoded. */
    async function onlyPush(to: Member) {
      const at = () => service.received.filter((r) => r.path === to.pathname);
      await expect.poll(() => at().length, { timeout: 10_000 }).toBe(1);
      const { headers, body } = at()[0]!;
      expect(headers['content-encoding']).toBe('aes128gcm');
      expect(headers.ttl).toMatch(/^\d+$/);
      expect(headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      return to.device.open(body) as { title: string; url: string; tag: string };
    }

    /** The member's tab on B heard exactly this, and GET /notifications through B agrees. */
    async function heardOnB(
      to: Member & { heard: MemberNotification[] },
      expected: { type: MemberNotification['type'] } & Record<string, unknown>,
    ) {
      await expect.poll(() => to.heard, { timeout: 5000 }).toMatchObject([expected]);
      const listed = await as(b, to).get('/api/notifications');
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual(to.heard);
    }

    it('a friend request made on A', async () => {
      const ivy = await member();
      const jo = await memberOnB();
      const asked = await as(a, ivy).post('/api/auth/friends/request', { friend_id: jo.id });
      expect(asked.status, asked.text).toBe(201);
      await heardOnB(jo, { type: 'friend_request', actor: { id: ivy.id } });
      expect(await onlyPush(jo)).toMatchObject({ tag: `friend_request:${ivy.id}` });
    });

    it('a request accepted on A', async () => {
      const ivy = await memberOnB();
      const jo = await member();
      const asked = await as(b, ivy).post('/api/auth/friends/request', { friend_id: jo.id });
      expect(asked.status, asked.text).toBe(201);
      const accepted = await as(a, jo).post('/api/auth/friends/respond', {
        request_id: asked.body.request_id,
        accept: true,
      });
      expect(accepted.status, accepted.text).toBe(200);
      await heardOnB(ivy, { type: 'friend_accepted', actor: { id: jo.id } });
      expect(await onlyPush(ivy)).toMatchObject({ tag: `friend_accepted:${jo.id}` });
    });

    it('a match for a listing posted on A', async () => {
      const wanter = await memberOnB();
      const seller = await member();
      const want = await as(b, wanter).post('/api/listings/want-listings', {
        title: 'garlic',
        category_id: 1,
      });
      expect(want.status, want.text).toBe(201);
      const posted = await as(a, seller).post('/api/listings', {
        title: 'Garlic bulbs',
        price: 2,
        category_id: 1,
      });
      expect(posted.status, posted.text).toBe(201);
      await heardOnB(wanter, { type: 'match', listing: { id: posted.body.id } });
      expect(await onlyPush(wanter)).toMatchObject({ tag: `match:${posted.body.id}` });
    });

    it('a listing reserved on A', async () => {
      const buyer = await memberOnB();
      const seller = await member();
      await befriend(a.ctx, seller, buyer);
      const posted = await as(a, seller).post('/api/listings', {
        title: 'Rhubarb crowns',
        price: 4,
      });
      expect(posted.status, posted.text).toBe(201);
      const reserved = await as(a, seller).patch(`/api/listings/${posted.body.id}/status`, {
        state_id: 2,
        reserved_for: buyer.id,
      });
      expect(reserved.status, reserved.text).toBe(200);
      await heardOnB(buyer, {
        type: 'listing_reserved',
        actor: { id: seller.id },
        listing: { id: posted.body.id },
      });
      expect(await onlyPush(buyer)).toMatchObject({ tag: `listing_reserved:${posted.body.id}` });
    });

    it('a listing about to end, found by the sweep on A', async () => {
      const owner = await memberOnB();
      const inHalfADay = new Date(Date.now() + 12 * 60 * 60 * 1000).toISOString();
      const posted = await as(b, owner).post('/api/listings', {
        title: 'Courgettes',
        price: 1,
        category_id: 1,
        available_until: inHalfADay,
      });
      expect(posted.status, posted.text).toBe(201);
      expect((await sweepFreshness(a.ctx)).reminded).toBeGreaterThanOrEqual(1);
      await heardOnB(owner, { type: 'listing_expiring', listing: { id: posted.body.id } });
      expect(await onlyPush(owner)).toMatchObject({ tag: `listing_expiring:${posted.body.id}` });
    });
  },
);
