import { buildTestApp, type TestApp } from '@server/test/app';
import { createUser } from '@server/test/factories';
import { connected, listenWithSockets } from '@server/test/socket-server';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const redisUrl = process.env.REDIS_URL_TEST ?? process.env.REDIS_URL;

/** `realtime.connected`, which the message digest asks before e-mailing (docs/product.md §8.9). */
describe.skipIf(!redisUrl)(
  redisUrl ? 'who has a socket open, across instances' : 'presence: set REDIS_URL_TEST to run it',
  () => {
    const apps: TestApp[] = [];
    const servers: Awaited<ReturnType<typeof listenWithSockets>>[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 2; i++) {
        const app = await buildTestApp();
        app.ctx.redis = new Redis(redisUrl!);
        apps.push(app);
        servers.push(await listenWithSockets(app));
      }
    });
    afterAll(async () => {
      for (const server of servers) await server.close();
      for (const app of apps) {
        app.ctx.redis?.disconnect();
        await app.ctx.database.close();
      }
    });

    it('sees a member connected to another instance, and forgets them once they leave', async () => {
      const [here, there] = apps as [TestApp, TestApp];
      const member = await createUser(here.ctx);
      const absent = await createUser(here.ctx);
      const tab = servers[0]!.client(member.token);
      await connected(tab);
      for (const app of [here, there]) {
        expect(await app.ctx.realtime.connected([member.id, absent.id])).toEqual(
          new Set([member.id]),
        );
      }
      tab.disconnect();
      await expect.poll(async () => (await there.ctx.realtime.connected([member.id])).size).toBe(0);
    });
  },
);
