import { emailChangeTokens } from '@server/db/schema';
import { setupTestApp, type TestApp } from '@server/test/app';
import { createUser, reloadUser, TEST_PASSWORD } from '@server/test/factories';
import { decodeEml } from '@server/test/mail';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_CONFIRMED_MESSAGE,
  CONFIRMATION_LINK_EXPIRED,
  EMAIL_CONFIRMED_MESSAGE,
  EMAIL_LINK_INVALID,
  EMAIL_LINK_USED,
} from './email-change';
import { ALREADY_CONFIRMED, confirmationSentMessage } from './email-confirmation';

/** Sign-up sends a link that confirms the new member's address (docs/product.md §3.3). */
const testApp = setupTestApp();
const limitedApp = setupTestApp({ RATE_LIMITS: 'true' });

let n = 0;
const freshName = () => `confirm_${process.pid}_${++n}`;
const SUBJECT = 'Subject: Confirm your Homegrown e-mail address';

/** The confirmation links in the mails to `address`, oldest first (each once). */
async function confirmLinksTo(address: string, app: TestApp = testApp()): Promise<string[]> {
  const mails = (await app.outbox()).map(decodeEml).filter((m) => m.includes(`To: ${address}`));
  const tokens = mails.flatMap((m) =>
    [...m.matchAll(/\/confirm-email\?token=([\w-]+)/g)].map((match) => match[1]!),
  );
  return [...new Set(tokens)];
}
const confirm = (token: string | undefined) =>
  testApp().api.post('/api/auth/email/confirm').send({ token });
const resend = (user: { token: string }, app: TestApp = testApp()) =>
  app.as(user).post('/api/auth/email-confirmation');
const profileOf = (user: { token: string }) => testApp().as(user).get('/api/auth/profile');

async function register() {
  const username = freshName();
  const email = `${username}@example.com`;
  const res = await testApp().api.post('/api/auth/register').send({
    email,
    username,
    first_name: 'Rosa',
    last_name: 'Gallica',
    password: 'sunflower-seeds',
  });
  expect(res.status).toBe(201);
  return { id: res.body.user.id as number, email, username, token: res.body.access_token };
}

describe('confirming the address at sign-up', () => {
  it('e-mails a link to the new address; opening it confirms the address, nothing else', async () => {
    const member = await register();
    expect((await profileOf(member)).body.email_confirmed).toBe(false);

    const mails = (await testApp().outbox())
      .map(decodeEml)
      .filter((m) => m.includes(`To: ${member.email}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(SUBJECT);
    expect(mails[0]).toContain(`Hi ${member.username},`);
    const [token] = await confirmLinksTo(member.email);
    expect(token).toBeTruthy();
    // The e-mail change mechanism: a row whose new address is the member's own, hashed.
    const rows = await testApp()
      .ctx.db.select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.userId, member.id));
    expect(rows).toMatchObject([{ newEmail: member.email, usedAt: null }]);
    expect(JSON.stringify(rows)).not.toContain(token!);

    // Unconfirmed members use the app as any other.
    const listing = await testApp()
      .as(member)
      .post('/api/listings')
      .send({ title: 'Heirloom tomatoes', price: 3 });
    expect(listing.status).toBe(201);

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      message: ADDRESS_CONFIRMED_MESSAGE,
      user_id: member.id,
      email_changed: false,
    });
    const row = await reloadUser(testApp().ctx, member.id);
    expect(row?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(row?.email).toBe(member.email);
    // No change of address: the member's session goes on.
    const profile = await profileOf(member);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email: member.email, email_confirmed: true });

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe(EMAIL_LINK_USED);
  });

  it('says how to get a new link when it has expired', async () => {
    const member = await register();
    const [token] = await confirmLinksTo(member.email);
    await testApp()
      .ctx.db.update(emailChangeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailChangeTokens.userId, member.id));
    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(CONFIRMATION_LINK_EXPIRED);
    expect((await profileOf(member)).body.email_confirmed).toBe(false);
  });

  it('is also what the link to a changed address does', async () => {
    const user = await createUser(testApp().ctx);
    expect((await profileOf(user)).body.email_confirmed).toBe(false);
    const to = `${freshName()}@example.com`;
    await testApp()
      .as(user)
      .put('/api/auth/profile')
      .send({ email: to, current_password: TEST_PASSWORD })
      .expect(200);
    const [token] = await confirmLinksTo(to);
    const done = await confirm(token);
    expect(done.body).toEqual({
      message: EMAIL_CONFIRMED_MESSAGE,
      user_id: user.id,
      email_changed: true,
    });
    const row = await reloadUser(testApp().ctx, user.id);
    expect(row).toMatchObject({ email: to, emailConfirmedAt: expect.any(Date) });
  });
});

describe('POST /api/auth/email-confirmation', () => {
  it('sends a new link to an unconfirmed member, voiding the older one', async () => {
    const member = await register();
    const [first] = await confirmLinksTo(member.email);
    const res = await resend(member);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: confirmationSentMessage(member.email) });
    const links = await confirmLinksTo(member.email);
    expect(links).toHaveLength(2);
    const second = links.find((t) => t !== first);

    expect((await confirm(first)).body.detail).toBe(EMAIL_LINK_INVALID);
    expect((await confirm(second)).status).toBe(200);
    expect((await profileOf(member)).body.email_confirmed).toBe(true);
  });

  it('answers 409 once the address is confirmed, and sends nothing', async () => {
    const user = await createUser(testApp().ctx, { emailConfirmedAt: new Date() });
    expect((await profileOf(user)).body.email_confirmed).toBe(true);
    const res = await resend(user);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: ALREADY_CONFIRMED });
    expect(await confirmLinksTo(user.email)).toEqual([]);
  });

  it('leaves a pending change of address alone', async () => {
    const user = await createUser(testApp().ctx);
    const to = `${freshName()}@example.com`;
    await testApp()
      .as(user)
      .put('/api/auth/profile')
      .send({ email: to, current_password: TEST_PASSWORD })
      .expect(200);
    await resend(user).expect(200);
    const [change] = await confirmLinksTo(to);
    expect((await confirm(change)).body.email_changed).toBe(true);
    expect((await reloadUser(testApp().ctx, user.id))?.email).toBe(to);
  });

  it('needs a login', async () => {
    expect((await testApp().api.post('/api/auth/email-confirmation')).status).toBe(401);
  });

  it('is limited to 5 per 30 minutes per member', async () => {
    const app = limitedApp();
    const ann = await createUser(app.ctx);
    const bob = await createUser(app.ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await resend(ann, app)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await confirmLinksTo(ann.email, app)).length).toBe(5);
    expect((await resend(bob, app)).status).toBe(200);
  });
});
