import { DEFAULT_CHANNELS } from '@common/notification-kinds';
import { notificationSettings } from '@server/db/schema';
import { matchNewListing } from '@server/modules/wants';
import { setupTestApp } from '@server/test/app';
import { createListing, createUser, createWant, type TestUser } from '@server/test/factories';
import { decodeEml, headerOf } from '@server/test/mail';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unsubscribeToken } from './unsubscribe-token';

const testApp = setupTestApp();

const settingsOf = async (user: TestUser) =>
  (await testApp().as(user).get('/api/notifications/settings')).body;

const stored = async (user: TestUser) =>
  (
    await testApp()
      .ctx.db.select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, user.id))
  )[0]?.preferences;

describe('GET /api/notifications/settings', () => {
  it('answers the defaults before the member chooses: e-mail for matches, friend requests and message digests', async () => {
    const me = await createUser(testApp().ctx);
    const res = await testApp().as(me).get('/api/notifications/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT_CHANNELS);
    expect(res.body.match).toEqual({ email: true, push: true });
    expect(res.body.friend_request.email).toBe(true);
    expect(res.body.message.email).toBe(true);
    expect(res.body.friend_accepted.email).toBe(false);
  });

  it('needs a login', async () => {
    expect((await testApp().api.get('/api/notifications/settings')).status).toBe(401);
    const put = await testApp().api.put('/api/notifications/settings').send({});
    expect(put.status).toBe(401);
  });
});

describe('PUT /api/notifications/settings', () => {
  it('changes the kinds named and keeps the others', async () => {
    const me = await createUser(testApp().ctx);
    const res = await testApp()
      .as(me)
      .put('/api/notifications/settings')
      .send({ match: { email: false, push: true } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...DEFAULT_CHANNELS, match: { email: false, push: true } });
    await testApp()
      .as(me)
      .put('/api/notifications/settings')
      .send({
        message: { email: false, push: false },
        friend_accepted: { email: true, push: false },
      });
    expect(await settingsOf(me)).toEqual({
      ...DEFAULT_CHANNELS,
      match: { email: false, push: true },
      message: { email: false, push: false },
      friend_accepted: { email: true, push: false },
    });
    // Nobody else's settings change.
    const other = await createUser(testApp().ctx);
    expect(await settingsOf(other)).toEqual(DEFAULT_CHANNELS);
  });

  it.each([
    [{ sms: { email: true, push: true } }, 'Unknown notification kind: sms'],
    [{ match: { email: true, push: true, sms: true } }, 'Each kind takes only email and push'],
    [{ match: { email: true } }, 'push must be true or false'],
    [{ match: { email: 'yes', push: true } }, 'email must be true or false'],
    [{ match: true }, 'Each kind takes {email, push}'],
    [[{ match: { email: true, push: true } }], 'Send an object of notification kinds'],
  ])('refuses %j with "%s" and changes nothing', async (body, message) => {
    const me = await createUser(testApp().ctx);
    await testApp()
      .as(me)
      .put('/api/notifications/settings')
      .send({ match: { email: false, push: false } });
    const before = await stored(me);
    const res = await testApp().as(me).put('/api/notifications/settings').send(body);
    expect(res.status).toBe(422);
    expect(res.body.detail.map((d: { msg: string }) => d.msg)).toContain(message);
    expect(await stored(me)).toEqual(before);
  });
});

/** The unsubscribe URL an e-mail to `user` about `kind` carries. */
function unsubscribePath(user: { id: number }, kind: string, signedKind = kind) {
  const key = testApp().ctx.config.unsubscribeKey;
  const token = unsubscribeToken(key, user.id, signedKind as 'match');
  return `/api/notifications/unsubscribe?${new URLSearchParams({ user: String(user.id), kind, token })}`;
}

describe('the one-click unsubscribe link', () => {
  it("turns that kind's e-mail off without signing in, and leaves the rest as chosen", async () => {
    const me = await createUser(testApp().ctx);
    await testApp()
      .as(me)
      .put('/api/notifications/settings')
      .send({ match: { email: true, push: false } });
    // What a mail provider sends (RFC 8058): a form body, no credentials.
    const res = await testApp()
      .api.post(unsubscribePath(me, 'match'))
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kind: 'match', email: false });
    expect(await settingsOf(me)).toEqual({
      ...DEFAULT_CHANNELS,
      match: { email: false, push: false },
    });
    // Twice is the same as once.
    expect((await testApp().api.post(unsubscribePath(me, 'match'))).status).toBe(200);
    expect((await settingsOf(me)).match).toEqual({ email: false, push: false });
  });

  it('refuses a forged token, another member’s and another kind’s, changing nothing', async () => {
    const me = await createUser(testApp().ctx);
    const other = await createUser(testApp().ctx);
    const forged = `/api/notifications/unsubscribe?user=${me.id}&kind=match&token=${'A'.repeat(43)}`;
    const othersToken = unsubscribePath(other, 'match').replace(
      `user=${other.id}`,
      `user=${me.id}`,
    );
    const otherKind = unsubscribePath(me, 'match', 'friend_request');
    for (const path of [forged, othersToken, otherKind]) {
      const res = await testApp().api.post(path);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('This unsubscribe link is not valid');
    }
    expect(await stored(me)).toBeUndefined();
    expect(await settingsOf(me)).toEqual(DEFAULT_CHANNELS);
  });

  it('says what is wrong with a mangled link', async () => {
    const me = await createUser(testApp().ctx);
    const cases: [string, string][] = [
      [
        unsubscribePath(me, 'match').replace(/token=[^&]+/, 'token=short'),
        'This unsubscribe link is not valid',
      ],
      [
        unsubscribePath(me, 'sms'),
        'kind must be one of match, friend_request, listing_expiring, message',
      ],
      [
        '/api/notifications/unsubscribe?kind=match&token=x',
        'user must be a whole number between 1 and 2147483647',
      ],
    ];
    for (const [path, message] of cases) {
      const res = await testApp().api.post(path);
      expect(res.status).toBe(422);
      expect(res.body.detail.map((d: { msg: string }) => d.msg)).toContain(message);
    }
    expect(await stored(me)).toBeUndefined();
  });

  it('opened in a browser, leads to the page that asks first, changing nothing', async () => {
    const me = await createUser(testApp().ctx);
    const path = unsubscribePath(me, 'message');
    const res = await testApp().api.get(path);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/unsubscribe?${path.split('?')[1]}`);
    expect(await stored(me)).toBeUndefined();
  });

  it('rides on the match e-mail as List-Unsubscribe headers and a visible link, and stops the next one', async () => {
    const { ctx } = testApp();
    const wanter = await createUser(ctx);
    const seller = await createUser(ctx);
    await createWant(ctx, wanter, { title: 'parsnips' });
    const mailsTo = async () =>
      (await testApp().outbox()).filter((m) => m.includes(`To: ${wanter.email}`)).map(decodeEml);
    await matchNewListing(ctx, (await createListing(ctx, seller, { title: 'Parsnips' })).id);
    const [mail] = await mailsTo();
    const url = `${ctx.config.appUrl}${unsubscribePath(wanter, 'match')}`;
    expect(headerOf(mail!, 'List-Unsubscribe')).toBe(`<${url}>`);
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail).toContain(`Unsubscribe from these e-mails: ${url}`);
    expect(mail).toContain(`href="${url.replace(/&/g, '&amp;')}"`);

    const path = new URL(url).pathname + new URL(url).search;
    expect((await testApp().api.post(path)).status).toBe(200);
    await matchNewListing(ctx, (await createListing(ctx, seller, { title: 'More parsnips' })).id);
    expect(await mailsTo()).toHaveLength(1);
  });
});
