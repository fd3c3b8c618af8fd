import { rowsOf } from '@server/db/rows';
import { pushSubscriptions } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createUser } from '@server/test/factories';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alertMessage } from './message-alert';

/**
 * A burst of messages pushes once, with its first message, whichever of their alert jobs runs
 * first (the worker runs several at once; docs/product.md §8.10). The jobs are run by hand here,
 * in the worst order.
 */
const getApp = setupTestApp();

beforeAll(async () => {
  await getApp().ctx.jobs.stop();
});

describe('the alert of a burst of messages', () => {
  it('carries the first unread message, though a later one’s job runs first', async () => {
    const { ctx, as } = getApp();
    const ann = await createUser(ctx);
    const bob = await createUser(ctx);
    await ctx.db.insert(pushSubscriptions).values({
      userId: bob.id,
      endpoint: 'https://push.example/bob',
      p256dh: 'key',
      auth: 'auth',
    });
    const sent: number[] = [];
    for (const content of ['Tomatoes ready?', 'Still there?', 'Hello?']) {
      const res = await as(ann).post('/api/messages').send({ receiver_id: bob.id, content });
      expect(res.status, res.text).toBe(201);
      sent.push(res.body.id);
    }
    const [first, second, third] = sent as [number, number, number];
    const pushes = () =>
      rowsOf<{ body: string }>(
        ctx.db,
        sql`select payload->'push'->>'body' as body from jobs where kind = 'push_fanout'`,
      );
    const finish = (messageId: number) =>
      ctx.db.execute(
        sql`update jobs set finished_at = now() where kind = 'message_alert'
          and (payload->>'message_id')::int = ${messageId}`,
      );

    await alertMessage(ctx, third);
    await finish(third);
    expect(await pushes()).toEqual([]);
    await alertMessage(ctx, first);
    await finish(first);
    await alertMessage(ctx, second);
    await finish(second);
    expect(await pushes()).toEqual([{ body: 'Tomatoes ready?' }]);
  });
});
