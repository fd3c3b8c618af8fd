import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app';
import { createListing, createUser } from '../../test/factories';

const testApp = setupTestApp({ APP_URL: 'https://garden.example' });

/** Undoes quoted-printable soft breaks and escapes so the .eml can be searched. */
const decode = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('GET /api/auth/friends/invite/preview', () => {
  it("shows the invitation with the member's own name, city and public items", async () => {
    const ctx = testApp().ctx;
    const me = await createUser(ctx, { firstName: 'Rosa', city: 'Sandy', state: 'UT' });
    const tomatoes = await createListing(ctx, me, { title: 'Cherry tomatoes', categoryId: 1 });
    await createListing(ctx, me, { title: 'Basil seedlings', categoryId: 3 });
    await createListing(ctx, me, { title: 'Secret squash', isPublic: false });
    await createListing(ctx, me, { title: 'Old beans', isActive: false });

    const res = await testApp().as(me).get('/api/auth/friends/invite/preview').expect(200);
    expect(res.body.subject).toBe(`${me.username} invited you to Homegrown`);
    expect(res.body.text).toContain(`Rosa (@${me.username}) from Sandy, UT invites you`);
    expect(res.body.text).toContain(
      `- Cherry tomatoes (produce): https://garden.example/listings/${tomatoes.id}`,
    );
    expect(res.body.html).toContain(`href="https://garden.example/listings/${tomatoes.id}"`);
    expect(res.body.text).toContain('Basil seedlings (plants)');
    expect(res.body.text).not.toContain('Secret squash');
    expect(res.body.text).not.toContain('Old beans');
    expect(res.body.text).toContain(`https://garden.example/seller/${me.id}`);
    expect(res.body.text).toContain('https://garden.example/register');
    expect(res.body.html).toContain(`href="https://garden.example/seller/${me.id}"`);
    expect(res.body.html).toContain(`See ${me.username}&#39;s garden`);
  });

  it('escapes what members typed', async () => {
    const me = await createUser(testApp().ctx, { city: '<script>alert(1)</script>' });
    const res = await testApp().as(me).get('/api/auth/friends/invite/preview').expect(200);
    expect(res.body.html).not.toContain('<script>');
    expect(res.body.html).toContain('&lt;script&gt;');
  });
});

describe('POST /api/auth/friends/invite', () => {
  it('sends the invitation through the mailer', async () => {
    const me = await createUser(testApp().ctx, { firstName: 'Ivy' });
    const res = await testApp()
      .as(me)
      .post('/api/auth/friends/invite')
      .send({ email: ' Sam@Example.com ', name: 'Sam' })
      .expect(202);
    expect(res.body).toEqual({ message: 'Invitation sent to Sam@Example.com' });
    const mail = decode(
      (await testApp().outbox()).find((m) => m.includes('To: Sam@example.com')) ?? '',
    );
    expect(mail).toContain(`Subject: ${me.username} invited you to Homegrown`);
    expect(mail).toContain('Hi Sam,');
    expect(mail).toContain(`https://garden.example/seller/${me.id}`);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: 'not-an-address' }, 'Invalid email address'],
    [{ email: 'a@b.co', name: 'x'.repeat(81) }, 'Name must be at most 80 characters long'],
  ])('refuses %o with "%s" and sends nothing', async (body, message) => {
    const me = await createUser(testApp().ctx);
    const before = (await testApp().outbox()).length;
    const res = await testApp().as(me).post('/api/auth/friends/invite').send(body).expect(422);
    expect(res.body.detail.map((d: { msg: string }) => d.msg)).toContain(message);
    expect(await testApp().outbox()).toHaveLength(before);
  });

  it('refuses to invite oneself', async () => {
    const me = await createUser(testApp().ctx);
    const before = (await testApp().outbox()).length;
    const res = await testApp()
      .as(me)
      .post('/api/auth/friends/invite')
      .send({ email: me.email.toUpperCase() })
      .expect(400);
    expect(res.body.detail).toBe('You cannot invite yourself');
    expect(await testApp().outbox()).toHaveLength(before);
  });
});
