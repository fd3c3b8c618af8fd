import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app';
import { createUser } from '../test/factories';

const testApp = setupTestApp();

describe('ids beyond PostgreSQL integers', () => {
  it('are refused as bad input, never a 500', async () => {
    const user = await createUser(testApp().ctx);
    const as = testApp().as(user);
    for (const res of [
      await as.post('/api/notifications/2147483648/read'),
      await as.patch('/api/listings/want-listings/2147483648').send({ title: 'Leeks' }),
      await as.get('/api/messages/2147483648'),
      await as.get('/api/messages/5?before=2147483648'),
      await as.post('/api/messages').send({ receiver_id: 2147483648, content: 'hi' }),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body.detail).toBeDefined();
    }
  });
});
