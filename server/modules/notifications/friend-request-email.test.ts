import { notifications } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { createUser, type TestUser } from '@server/test/factories';
import { decodeEml, headerOf } from '@server/test/mail';
import { describe, expect, it } from 'vitest';
import { composeFriendRequestEmail } from './friend-request-email';

const testApp = setupTestApp();

const mailsTo = async (user: TestUser) =>
  (await testApp().outbox()).filter((m) => m.includes(`To: ${user.email}`)).map(decodeEml);

const ask = (from: TestUser, to: TestUser) =>
  testApp().as(from).post('/api/auth/friends/request').send({ friend_id: to.id });

describe('the friend request e-mail', () => {
  it("goes to the member's own address, with the way to answer and to unsubscribe", async () => {
    const { ctx } = testApp();
    const asker = await createUser(ctx, { firstName: 'Basil', city: 'Sandy' });
    const me = await createUser(ctx, { firstName: 'Ivy' });
    expect((await ask(asker, me)).status).toBe(201);
    const [mail, ...more] = await mailsTo(me);
    expect(more).toEqual([]);
    expect(mail).toContain(`Subject: ${asker.username} wants to be your friend on Homegrown`);
    expect(mail).toContain('Hi Ivy,');
    expect(mail).toContain(`Basil (@${asker.username}) from Sandy asked to be your friend`);
    expect(mail).toContain(`${ctx.config.appUrl}/myfriends`);
    const unsubscribe = headerOf(mail!, 'List-Unsubscribe');
    expect(unsubscribe).toContain(
      `/api/notifications/unsubscribe?user=${me.id}&kind=friend_request&token=`,
    );
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail).toContain(`Unsubscribe from these e-mails: ${unsubscribe!.slice(1, -1)}`);
    // The asker is told nothing by e-mail.
    expect(await mailsTo(asker)).toEqual([]);
  });

  it('is not sent to a member who turned friend request e-mails off', async () => {
    const { ctx } = testApp();
    const asker = await createUser(ctx);
    const me = await createUser(ctx);
    await testApp()
      .as(me)
      .put('/api/notifications/settings')
      .send({ friend_request: { email: false, push: true } });
    expect((await ask(asker, me)).status).toBe(201);
    expect(await mailsTo(me)).toEqual([]);
  });

  it('stops after its own unsubscribe link is used', async () => {
    const { ctx } = testApp();
    const [first, second, me] = [
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
    ];
    await ask(first, me);
    const [mail] = await mailsTo(me);
    const url = new URL(headerOf(mail!, 'List-Unsubscribe')!.slice(1, -1));
    expect((await testApp().api.post(url.pathname + url.search)).status).toBe(200);
    await ask(second, me);
    expect(await mailsTo(me)).toHaveLength(1);
  });

  it('is only about friend requests', async () => {
    const { ctx } = testApp();
    const asker = await createUser(ctx);
    const me = await createUser(ctx);
    const [accepted] = await ctx.db
      .insert(notifications)
      .values({ userId: me.id, kind: 'friend_accepted', actorId: asker.id })
      .returning({ id: notifications.id });
    expect(await composeFriendRequestEmail(ctx, { notification_id: accepted!.id })).toBeUndefined();
    expect(
      await composeFriendRequestEmail(ctx, { notification_id: 2_000_000_000 }),
    ).toBeUndefined();
    expect(await mailsTo(me)).toEqual([]);
  });
});
