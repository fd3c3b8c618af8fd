import { setupTestApp } from '@server/test/app';
import { createListing, createUser } from '@server/test/factories';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp({ APP_URL: 'https://garden.example' });
const LINK = 'Name must not contain a link or web address';

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
    [{ email: 'a@b.co', name: 'x'.repeat(51) }, 'Name must be at most 50 characters long'],
    [{ email: 'a@b.co', name: 'URGENT… http://evil.test' }, LINK],
    [{ email: 'a@b.co', name: 'Sam, see www.evil' }, LINK],
    [{ email: 'a@b.co', name: 'evil.test' }, LINK],
    [{ email: 'a@b.co', name: 'Sam EVIL.Example' }, LINK],
    [{ email: 'a@b.co', name: 'evil。test' }, LINK],
    [{ email: 'a@b.co', name: 'ftp://x' }, LINK],
    [{ email: 'a@b.co', name: 'sam@evil' }, 'Name must not contain @'],
    [{ email: 'a@b.co', name: 'Sam\nURGENT: your account' }, 'Name must be on one line'],
    [{ email: 'a@b.co', name: 'Sam\r\n' }, 'Name must be on one line'],
    [{ email: 'a@b.co', name: 'Sam\u2028URGENT' }, 'Name must be on one line'],
    [{ email: 'a@b.co', name: 'Sam\u202eknil' }, 'Name must not contain control characters'],
    [{ email: 'a@b.co', name: 42 }, 'Name must be text'],
  ])('refuses %o with "%s" and sends nothing', async (body, message) => {
    const me = await createUser(testApp().ctx);
    const before = (await testApp().outbox()).length;
    const res = await testApp().as(me).post('/api/auth/friends/invite').send(body).expect(422);
    expect(res.body.detail.map((d: { msg: string }) => d.msg)).toContain(message);
    expect(await testApp().outbox()).toHaveLength(before);
  });

  it.each([
    'Sam',
    "Mary-Jane O'Neil",
    'J.R.R. Tolkien',
    'Dr. Ngozi Okonjo-Iweala',
    'José Ñúñez',
    '李小龍',
    'x'.repeat(50),
  ])('greets a person by the name %s', async (name) => {
    const me = await createUser(testApp().ctx);
    const to = `friend${me.id}@example.com`;
    await testApp().as(me).post('/api/auth/friends/invite').send({ email: to, name }).expect(202);
    const mail = (await testApp().outbox()).find((m) => m.includes(`To: ${to}`)) ?? '';
    expect(mail).toContain('Hi ');
  });

  it('never turns what members typed into a link, in the text or the HTML', async () => {
    const ctx = testApp().ctx;
    const me = await createUser(ctx, {
      firstName: 'URGENT verify http://evil.test',
      city: 'www.evil.example',
    });
    await createListing(ctx, me, { title: 'Free seeds at https://evil.test/claim' });
    const res = await testApp().as(me).get('/api/auth/friends/invite/preview').expect(200);
    for (const part of [res.body.text, res.body.html] as string[]) {
      expect(part).not.toMatch(/https?:\/\/evil|www\.evil|evil\.(test|example)/);
      expect(part).toContain('URGENT verify http[:]//evil[.]test');
      expect(part).toContain('www[.]evil[.]example');
      expect(part).toContain('Free seeds at https[:]//evil[.]test/claim');
    }
    // Every link in the HTML is the app's own.
    const hrefs = [...(res.body.html as string).matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/garden\.example\//);
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
