import { reports } from '@server/db/schema';
import { createUser, TEST_PASSWORD } from '@server/test/factories';
import {
  type ClientSocket,
  connected,
  nextEvent,
  roundTrip,
  setupSocketApp,
} from '@server/test/socket-server';
import { describe, expect, it } from 'vitest';

const { testApp, server } = setupSocketApp();

describe('suspending a member (docs/product.md §14.3)', () => {
  it('closes every open socket of theirs at once, on every device, and no one else’s', async () => {
    const ctx = testApp().ctx;
    const [mod, suspect, reporter, bystander] = await Promise.all([
      createUser(ctx, { role: 'moderator' }),
      createUser(ctx),
      createUser(ctx),
      createUser(ctx),
    ]);
    // The member signed in on a second device too.
    const other = await testApp()
      .api.post('/api/auth/login')
      .type('form')
      .send({ username: suspect.email, password: TEST_PASSWORD })
      .expect(200);
    const [tab, phone, theirs] = [suspect.token, other.body.access_token, bystander.token].map(
      (t) => server().client(t),
    ) as [ClientSocket, ClientSocket, ClientSocket];
    await Promise.all([tab, phone, theirs].map((s) => connected(s)));
    const closed = [tab, phone].map((s) => nextEvent<string>(s, 'disconnect'));

    const [report] = await ctx.db
      .insert(reports)
      .values({ reporterId: reporter.id, targetType: 'user', targetId: suspect.id, reason: 'scam' })
      .returning();
    await testApp()
      .as(mod)
      .post(`/api/moderation/reports/${report!.id}/actions`)
      .send({ action: 'suspend_member' })
      .expect(200);

    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    await roundTrip(theirs);
    expect(theirs.connected).toBe(true);
    // And they cannot come back with the token they had.
    const again = server().client(suspect.token);
    expect((await nextEvent<Error>(again, 'connect_error')).message).toBe(
      'Could not validate credentials',
    );
  });
});
