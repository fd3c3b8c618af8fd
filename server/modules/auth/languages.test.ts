import { users } from '@server/db/schema';
import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { createUser } from '@server/test/factories';
import { decodeEml, headerOf } from '@server/test/mail';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

/** Each member in their own language (docs/decisions.md "Languages"). */
const testApp = setupTestApp();

/** Quoted-printable bytes and MIME encoded words as text (the Spanish e-mail is not ASCII). */
const utf8 = (mail: string) =>
  Buffer.from(
    mail.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    ),
    'latin1',
  ).toString('utf8');
const subjectOf = (raw: string) =>
  (headerOf(raw.replace(/\r?\n[ \t]+/g, ' '), 'Subject') ?? '').replace(
    /=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi,
    (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : utf8(data.replace(/_/g, ' ')),
  );

describe('the language of API answers', () => {
  it("says a guest's validation errors in their browser's language", async () => {
    const res = await testApp()
      .api.post('/api/auth/register')
      .set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.5')
      .send({ email: 'not-an-email', username: 'ab', password: 'short' });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual(
      expect.arrayContaining([
        'Ese correo no parece válido',
        'El nombre de usuario debe tener al menos 3 caracteres',
        'La contraseña debe tener al menos 8 caracteres',
        'Escribe tu nombre',
      ]),
    );
  });

  it('answers English without Accept-Language, or for a language it does not speak', async () => {
    for (const header of [undefined, 'fr-FR,de;q=0.8']) {
      const req = testApp().api.post('/api/auth/register');
      if (header) req.set('Accept-Language', header);
      const res = await req.send({});
      expect(messages(res.body)).toContain('Email is required');
    }
  });

  it("follows a signed-in member's own language over the browser's", async () => {
    const member = await createUser(testApp().ctx, { locale: 'es' });
    const res = await testApp()
      .as(member)
      .put('/api/auth/profile')
      .set('Accept-Language', 'en-US')
      .send({ password: 'new-garden-pass' });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toContain('Escribe tu contraseña actual');
    const wrong = await testApp()
      .as(member)
      .put('/api/auth/profile')
      .send({ password: 'new-garden-pass', current_password: 'not-it-at-all' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.detail).toBe('La contraseña actual no es correcta');
  });

  it('says the sign-in refusal and the reset answers in the request language', async () => {
    const refused = await testApp()
      .api.post('/api/auth/login')
      .set('Accept-Language', 'es')
      .type('form')
      .send({ username: 'nobody@example.com', password: 'whatever-pass' });
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe('El correo o la contraseña no son correctos');
    const asked = await testApp()
      .api.post('/api/auth/request-password-reset')
      .set('Accept-Language', 'es')
      .send({ email: 'nobody@example.com' });
    expect(asked.body.message).toBe(
      'Si hay una cuenta con ese correo, te enviamos un enlace para cambiar la contraseña.',
    );
  });
});

describe("the member's locale on their profile", () => {
  it('starts from the sign-up body, else the browser, else English', async () => {
    const body = (n: number) => ({
      email: `lang${n}@example.com`,
      username: `lang_${n}`,
      first_name: 'Rosa',
      last_name: 'Gallica',
      password: 'sunflower-seeds',
    });
    const chosen = await testApp()
      .api.post('/api/auth/register')
      .set('Accept-Language', 'en-US')
      .send({ ...body(1), locale: 'es' });
    expect(chosen.body.user.locale).toBe('es');
    const browser = await testApp()
      .api.post('/api/auth/register')
      .set('Accept-Language', 'es-US,en;q=0.8')
      .send(body(2));
    expect(browser.body.user.locale).toBe('es');
    const none = await testApp().api.post('/api/auth/register').send(body(3));
    expect(none.body.user.locale).toBe('en');
  });

  it('is read and changed without the current password; another value is a 422', async () => {
    const member = await createUser(testApp().ctx);
    const read = await testApp().as(member).get('/api/auth/profile').expect(200);
    expect(read.body.locale).toBe('en');
    const changed = await testApp()
      .as(member)
      .put('/api/auth/profile')
      .send({ locale: 'es' })
      .expect(200);
    expect(changed.body.user.locale).toBe('es');
    expect((await testApp().as(member).get('/api/auth/profile')).body.locale).toBe('es');
    // Said in the member's new language at once: their cached session follows the change.
    const french = await testApp().as(member).put('/api/auth/profile').send({ locale: 'fr' });
    expect(french.status).toBe(422);
    expect(french.body.detail[0]).toMatchObject({
      loc: ['body', 'locale'],
      msg: 'locale debe ser "en" o "es"',
    });
  });

  it('is refused to guests (401)', async () => {
    await testApp().api.get('/api/auth/profile').expect(401);
    await testApp().api.put('/api/auth/profile').send({ locale: 'es' }).expect(401);
  });
});

describe('the password-reset e-mail', () => {
  it("is written in the member's language", async () => {
    const member = await createUser(testApp().ctx, { locale: 'es' });
    await testApp()
      .api.post('/api/auth/request-password-reset')
      .send({ email: member.email })
      .expect(200);
    const raw = (await testApp().outbox()).find((m) =>
      decodeEml(m).includes(`To: ${member.email}`),
    );
    const mail = decodeEml(raw!);
    expect(subjectOf(raw!)).toBe('Cambia tu contraseña de Homegrown');
    const body = utf8(mail);
    expect(body).toContain(`Hola, ${member.username}:`);
    expect(body).toContain('Elegir una contraseña nueva');
    expect(body).toContain('lang="es"');
    expect(body).not.toContain('Reset your');
  });

  it('stays in English for an English member', async () => {
    const member = await createUser(testApp().ctx);
    await testApp().ctx.db.update(users).set({ locale: 'en' }).where(eq(users.id, member.id));
    await testApp()
      .api.post('/api/auth/request-password-reset')
      .set('Accept-Language', 'es')
      .send({ email: member.email })
      .expect(200);
    const raw = (await testApp().outbox()).find((m) =>
      decodeEml(m).includes(`To: ${member.email}`),
    );
    const mail = decodeEml(raw!);
    expect(subjectOf(raw!)).toBe('Reset your Homegrown password');
    expect(mail).toContain(`Hi ${member.username},`);
  });
});
