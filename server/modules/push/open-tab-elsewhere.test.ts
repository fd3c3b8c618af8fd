import type { Message } from '@common/types';
import { createUser } from '@server/test/factories';
import type { FakePushService } from '@server/test/fakes/push-service';
import {
  type Cluster,
  clusterRedisUrl,
  type Instance,
  type PushCluster,
  startPushCluster,
  unusedId,
} from '@server/test/instances';
import { nextEvent } from '@server/test/socket-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A new message pushes only when its recipient has no tab open on ANY instance (docs/product.md
 * §8.10): two instances on one database and one Redis (the Socket.IO Redis adapter), the tab on
 * one, the message sent through the other, the push to a local HTTPS push service.
 */
describe.skipIf(!clusterRedisUrl)(
  clusterRedisUrl
    ? 'message pushes with a tab open on another instance'
    : 'message pushes across instances: skipped, set REDIS_URL_TEST to run it (CI does)',
  () => {
    let pushCluster: PushCluster;
    let service: FakePushService;
    let cluster: Cluster;
    let instances: Instance[];

    beforeAll(async () => {
      pushCluster = await startPushCluster();
      ({ service, cluster } = pushCluster);
      instances = cluster.instances;
    });

    afterAll(() => pushCluster?.close());

    const pushesTo = (pathname: string) => service.received.filter((r) => r.path === pathname);

    it('sends no push while the tab is open on the other instance, and one once it is closed', async () => {
      const [a, b] = instances as [Instance, Instance];
      const ann = await createUser(a.ctx, { id: unusedId() });
      const bob = await createUser(a.ctx, { id: unusedId() });
      const device = service.device('/bob-phone');
      const subscribed = await a.api
        .post('/api/push/subscriptions')
        .set('Authorization', `Bearer ${bob.token}`)
        .send(device);
      expect(subscribed.status, subscribed.text).toBe(201);
      const send = async (content: string) => {
        const res = await a.api
          .post('/api/messages')
          .set('Authorization', `Bearer ${ann.token}`)
          .send({ receiver_id: bob.id, content });
        expect(res.status, res.text).toBe(201);
        return res.body as Message;
      };

      // Bob's tab is open on instance B only; instance A has no socket of his.
      const tab = await cluster.tab(b, bob.token);
      expect(a.io.of('/').sockets.size).toBe(0);

      const heard = nextEvent<Message>(tab, 'new_message');
      const seen = await send('Tomatoes ready?');
      expect((await heard).id).toBe(seen.id);
      // The alert is a job stored with the message: once both instances are idle it has run.
      await Promise.all(instances.map((i) => i.ctx.jobs.idle()));
      expect(pushesTo('/bob-phone')).toHaveLength(0);

      tab.disconnect();
      await expect.poll(async () => (await a.ctx.realtime.connected([bob.id])).size).toBe(0);
      await send('Picked them for you');
      await expect.poll(() => pushesTo('/bob-phone').length, { timeout: 10_000 }).toBe(1);
      // Had the first message pushed, this one would have been held back (one push per
      // conversation until read) and the single push would carry the first message's text.
      const payload = device.open(pushesTo('/bob-phone')[0]!.body) as { body: string; url: string };
      expect(payload).toMatchObject({ body: 'Picked them for you', url: `/messages/${ann.id}` });
      // A sentinel rather than a pause: another conversation's push must be the next and last
      // one (a late push of the first message, or a second of this one, would come before it).
      const cid = await createUser(a.ctx, { id: unusedId() });
      const res = await a.api
        .post('/api/messages')
        .set('Authorization', `Bearer ${cid.token}`)
        .send({ receiver_id: bob.id, content: 'Seedlings?' });
      expect(res.status, res.text).toBe(201);
      await expect.poll(() => pushesTo('/bob-phone').length, { timeout: 10_000 }).toBe(2);
      await Promise.all(instances.map((i) => i.ctx.jobs.idle()));
      const bodies = pushesTo('/bob-phone').map(
        (p) => (device.open(p.body) as { body: string }).body,
      );
      expect(bodies).toEqual(['Picked them for you', 'Seedlings?']);
    });

    it('pushes when the instances cannot say whether a tab is open', async () => {
      const [a] = instances as [Instance, Instance];
      const ann = await createUser(a.ctx, { id: unusedId() });
      const cleo = await createUser(a.ctx, { id: unusedId() });
      const device = service.device('/cleo-phone');
      const subscribed = await a.api
        .post('/api/push/subscriptions')
        .set('Authorization', `Bearer ${cleo.token}`)
        .send(device);
      expect(subscribed.status, subscribed.text).toBe(201);
      // What fetchSockets does when another instance never answers (Redis away, one stalled),
      // on both instances: either may run the message's alert job.
      const asked = instances.map((i) => i.ctx.realtime.connected);
      for (const i of instances) {
        i.ctx.realtime.connected = () =>
          Promise.reject(new Error('timeout reached while waiting for fetchSockets response'));
      }
      try {
        const res = await a.api
          .post('/api/messages')
          .set('Authorization', `Bearer ${ann.token}`)
          .send({ receiver_id: cleo.id, content: 'Anyone home?' });
        expect(res.status, res.text).toBe(201);
        await expect.poll(() => pushesTo('/cleo-phone').length, { timeout: 10_000 }).toBe(1);
      } finally {
        instances.forEach((i, n) => {
          i.ctx.realtime.connected = asked[n]!;
        });
      }
    });
  },
);
