import type { SendMessageAck } from '@common/realtime';
import { messages } from '@server/db/schema';
import { createUser } from '@server/test/factories';
import { type ClientSocket, connected, setupSocketApp } from '@server/test/socket-server';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NASTY_STRINGS, nastyValue, wellFormed } from './hostile';

/**
 * Random payloads over Socket.IO: every send_message is acknowledged (with the stored message
 * or a {detail}), nothing unexpected is stored, and the connection and the server stay up.
 */
const { testApp, server } = setupSocketApp();

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

describe('hostile socket payloads', () => {
  it('acknowledges every send_message with a message or a detail, and stays connected', async () => {
    const { ctx } = testApp();
    const [me, other] = [await createUser(ctx), await createUser(ctx)];
    const socket: ClientSocket = server().client(me.token);
    await connected(socket);
    const payload = fc.oneof(
      nastyValue,
      fc.record({ receiver_id: fc.oneof(nastyValue, fc.constant(other.id)), content: nastyValue }),
      fc.record({ receiver_id: fc.constant(other.id), content: fc.constantFrom(...NASTY_STRINGS) }),
    );
    await fc.assert(
      fc.asyncProperty(payload, async (sent) => {
        const ack = (await socket
          .timeout(5000)
          .emitWithAck('send_message', sent as never)) as SendMessageAck;
        expect(ack, JSON.stringify(sent)).toBeTypeOf('object');
        if ('detail' in ack) {
          expect(ack.detail, JSON.stringify(sent)).not.toBe('server error');
        } else {
          // Stored: by me, to the one real member, and exactly the text that was sent.
          const { content } = sent as { content: string };
          expect(ack).toMatchObject({ sender_id: me.id, receiver_id: other.id });
          expect(ack.content).toBe(wellFormed(content).trim());
        }
        expect(socket.connected).toBe(true);
      }),
      {
        numRuns: RUNS,
        examples: [
          [{ receiver_id: other.id, content: 'a\u0000b' }],
          [{ receiver_id: other.id, content: "'); drop table messages; --" }],
          [{ receiver_id: other.id, content: '<script>alert(1)</script>' }],
          [{ receiver_id: `${other.id} or 1=1`, content: 'hi' }],
          [{ receiver_id: [other.id], content: ['hi'] }],
          [{ __proto__: { receiver_id: other.id }, content: 'hi' }],
        ],
      },
    );
    const stored = await ctx.db.select().from(messages).where(eq(messages.senderId, me.id));
    for (const row of stored) expect(row.receiverId).toBe(other.id);
  });

  it('ignores unknown events and junk arguments without dropping the connection', async () => {
    const { ctx } = testApp();
    const [me, other] = [await createUser(ctx), await createUser(ctx)];
    const socket = server().client(me.token);
    await connected(socket);
    const raw = socket as unknown as { emit(event: string, ...args: unknown[]): void };
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 20 }),
        fc.array(nastyValue, { maxLength: 3 }),
        async (event, args) => {
          if (['connect', 'disconnect', 'connect_error'].includes(event)) return;
          raw.emit(event, ...args);
        },
      ),
      { numRuns: RUNS },
    );
    // Still the same working connection afterwards.
    const ack = (await socket.timeout(5000).emitWithAck('send_message', {
      receiver_id: other.id,
      content: 'still here',
    })) as SendMessageAck;
    expect(ack).toMatchObject({ content: 'still here' });
    expect(socket.connected).toBe(true);
  });
});
