import { MINUTE_MS } from '@common/time';
import { jobs, notifications } from '@server/db/schema';
import type { PushFanout, SendPush } from '@server/jobs/push-payloads';
import { setupTestApp } from '@server/test/app';
import { createUser, TEST_PASSWORD, type TestUser } from '@server/test/factories';
import { headerOf } from '@server/test/mail';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runMessageDigest } from './message-digest';

/**
 * Every e-mail and push in its recipient's language, never the one of the member whose action
 * sent it (docs/decisions.md "Languages"). The pushes go to a port nothing listens on: what is
 * checked is the push each device's job was given to send.
 */
const testApp = setupTestApp({ PUSH_ALLOWED_HOSTS: '127.0.0.1:9' });

const KEYS = { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) };
// 10 km from the factories' default home, so 6 miles.
const MURRAY = { city: 'Murray', latitude: 40.6669, longitude: -111.888 };

/**
 * Quoted-printable bytes and MIME encoded words as text (a Spanish e-mail is not ASCII), as
 * server/modules/auth/languages.test.ts reads them.
 */
const utf8 = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    ),
    'latin1',
  ).toString('utf8');
const subjectOf = (mail: string) =>
  (headerOf(mail, 'Subject') ?? '').replace(
    /=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi,
    (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : utf8(data.replace(/_/g, ' ')),
  );

/** The e-mails to an address, decoded: subject and body. */
async function mailsTo(address: string) {
  const raw = (await testApp().outbox()).filter((m) => m.includes(`To: ${address}`));
  return raw.map((mail) => ({
    subject: subjectOf(mail.replace(/\r?\n[ \t]+/g, ' ')),
    body: utf8(mail.replace(/=\r?\n/g, '')),
  }));
}

async function withDevice(member: TestUser) {
  const device = { endpoint: `https://127.0.0.1:9/push/${member.id}`, keys: KEYS };
  await testApp().as(member).post('/api/push/subscriptions').send(device).expect(201);
}

/** The pushes the member's devices were given, as each device reads them. */
async function pushesTo(member: TestUser) {
  await testApp().ctx.jobs.idle();
  const sends = await testApp()
    .ctx.db.select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, 'send_push'));
  return sends
    .map((s) => s.payload as SendPush)
    .filter((p) => p.user_id === member.id)
    .map((p) => JSON.parse(p.body) as { title: string; body: string });
}

describe('a match told to a Spanish-speaking wanter by an English-speaking seller', () => {
  it('is e-mailed, previewed and pushed in Spanish, and stored as data', async () => {
    const { ctx } = testApp();
    const wanter = await createUser(ctx, { locale: 'es', firstName: 'Inés', distanceUnit: 'mi' });
    const seller = await createUser(ctx, { ...MURRAY, locale: 'en' });
    await withDevice(wanter);
    await testApp()
      .as(wanter)
      .post('/api/listings/want-listings')
      .send({ title: 'beans' })
      .expect(201);
    await testApp()
      .as(seller)
      .post('/api/listings')
      .set('Accept-Language', 'en-US')
      .send({ title: 'Bush beans', price: 2 })
      .expect(201);

    const [mail, ...more] = await mailsTo(wanter.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Bush beans disponible cerca de ti');
    expect(mail!.body).toContain('Hola, Inés:');
    expect(mail!.body).toContain(
      `Buenas noticias: hay Bush beans (cosecha) que ofrece ${seller.username} en Murray, a unas 6 mi de ti. Coincide con “beans” de tu lista de deseos.`,
    );
    expect(mail!.body).toContain('lang="es"');
    expect(mail!.body).toContain('Dejar de recibir estos correos');
    expect(mail!.body).not.toMatch(/Good news|wish list|Unsubscribe from/);

    const preview = await testApp().as(wanter).get('/api/notifications/match-email/preview');
    expect(preview.body.subject).toBe('Bush beans disponible cerca de ti');
    expect(preview.body.text).toContain('a unas 6 mi de ti');

    expect(await pushesTo(wanter)).toEqual([
      {
        title: 'Una coincidencia con tu lista de deseos',
        body: `Bush beans coincide con “beans”, de ${seller.username}, a 6 mi`,
        url: expect.any(String),
        tag: expect.any(String),
      },
    ]);
    // The words are made when it is told: the stored notification keeps only what happened.
    const [stored] = await ctx.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(eq(notifications.userId, wanter.id));
    expect(stored!.data).toEqual({ distance_km: 10, is_friend: false });
  });

  it('stays English for an English-speaking wanter of a Spanish-speaking seller', async () => {
    const { ctx } = testApp();
    const wanter = await createUser(ctx, { locale: 'en', distanceUnit: 'km' });
    const seller = await createUser(ctx, { ...MURRAY, locale: 'es' });
    await testApp().as(wanter).post('/api/listings/want-listings').send({ title: 'kale' });
    await testApp()
      .as(seller)
      .post('/api/listings')
      .set('Accept-Language', 'es')
      .send({ title: 'Curly kale', price: 2 })
      .expect(201);
    const [mail] = await mailsTo(wanter.email);
    expect(mail!.subject).toBe('Curly kale is available near you');
    expect(mail!.body).toContain('about 10 km from you');
  });
});

describe('a friend request to a Spanish-speaking member', () => {
  it('is e-mailed and pushed in Spanish, though the asker reads English', async () => {
    const { ctx } = testApp();
    const asker = await createUser(ctx, { firstName: 'Basil', city: 'Sandy', locale: 'en' });
    const me = await createUser(ctx, { firstName: 'Inés', locale: 'es' });
    await withDevice(me);
    await testApp()
      .as(asker)
      .post('/api/auth/friends/request')
      .set('Accept-Language', 'en-US')
      .send({ friend_id: me.id })
      .expect(201);

    const [mail] = await mailsTo(me.email);
    expect(mail!.subject).toBe(`${asker.username} te envió una solicitud de amistad en Homegrown`);
    expect(mail!.body).toContain(
      `Basil (@${asker.username}), de Sandy, te envió una solicitud de amistad en Homegrown.`,
    );
    expect(mail!.body).toContain('Responder la solicitud');
    expect(await pushesTo(me)).toEqual([
      expect.objectContaining({
        title: 'Solicitud de amistad',
        body: `${asker.username} te envió una solicitud de amistad`,
      }),
    ]);
  });
});

describe('messages waiting for a Spanish-speaking member', () => {
  it('are counted in Spanish plurals in the digest', async () => {
    const { ctx } = testApp();
    const reader = await createUser(ctx, { firstName: 'Inés', locale: 'es' });
    const [one, other] = [await createUser(ctx), await createUser(ctx)];
    for (const [from, content] of [
      [one, '¿Siguen los frijoles?'],
      [one, '¿Hola?'],
      [other, 'Tengo semillas'],
    ] as const) {
      await testApp()
        .as(from)
        .post('/api/messages')
        .send({ receiver_id: reader.id, content })
        .expect(201);
    }
    await runMessageDigest(ctx, new Date(Date.now() + 16 * MINUTE_MS));

    const [mail] = await mailsTo(reader.email);
    expect(mail!.subject).toBe('Mensajes sin leer de 2 miembros en Homegrown');
    expect(mail!.body).toContain('Tienes mensajes sin leer de 2 miembros en Homegrown.');
    expect(mail!.body).toContain(`2 mensajes sin leer de ${one.username}`);
    expect(mail!.body).toContain(`1 mensaje sin leer de ${other.username}`);
    expect(mail!.body).toContain('Abrir tus mensajes');
  });

  it('are pushed with a Spanish heading, the message as it was written', async () => {
    const { ctx } = testApp();
    const reader = await createUser(ctx, { locale: 'es' });
    const writer = await createUser(ctx, { locale: 'en' });
    await withDevice(reader);
    await testApp()
      .as(writer)
      .post('/api/messages')
      .send({ receiver_id: reader.id, content: 'Tomatoes ready?' })
      .expect(201);
    await ctx.jobs.idle();
    const fanouts = await ctx.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'push_fanout'));
    const pushes = fanouts
      .map((f) => f.payload as PushFanout)
      .flatMap((f) => ('push' in f && f.user_id === reader.id ? [f.push] : []));
    expect(pushes).toEqual([
      expect.objectContaining({ title: `Mensaje de ${writer.username}`, body: 'Tomatoes ready?' }),
    ]);
  });
});

describe('the account e-mails of a Spanish-speaking member', () => {
  it('confirm a new address and warn the old one in Spanish', async () => {
    const { ctx } = testApp();
    const member = await createUser(ctx, { locale: 'es' });
    const to = `nueva-${process.pid}-${member.id}@example.com`;
    await testApp()
      .as(member)
      .put('/api/auth/profile')
      .set('Accept-Language', 'en-US')
      .send({ email: to, current_password: TEST_PASSWORD })
      .expect(200);
    const [confirmation] = await mailsTo(to);
    expect(confirmation!.subject).toBe('Confirma tu nuevo correo de Homegrown');
    expect(confirmation!.body).toContain('Confirmar esta dirección');
    const [notice] = await mailsTo(member.email);
    expect(notice!.subject).toBe('Se está cambiando el correo de tu cuenta de Homegrown');
    expect(notice!.body).toContain(`pidió cambiar su correo a ${to}`);
    expect(notice!.body).toContain('Homegrown: intercambia lo que cosechas con tus vecinos.');
  });
});

describe('an invitation from a Spanish-speaking member', () => {
  it('is written in their language, and so is the answer', async () => {
    const { ctx } = testApp();
    const me = await createUser(ctx, { firstName: 'Rosa', city: 'Sandy', locale: 'es' });
    const preview = await testApp().as(me).get('/api/auth/friends/invite/preview').expect(200);
    expect(preview.body.subject).toBe(`${me.username} te invitó a Homegrown`);
    expect(preview.body.text).toContain(`Rosa (@${me.username}), de Sandy, UT, te invita`);
    expect(preview.body.html).toContain(`Ver el huerto de ${me.username}`);

    const sent = await testApp()
      .as(me)
      .post('/api/auth/friends/invite')
      .send({ email: 'sam@example.com', name: 'Sam' })
      .expect(202);
    expect(sent.body).toEqual({ message: 'Invitación enviada a sam@example.com' });
    const [mail] = await mailsTo('sam@example.com');
    expect(mail!.body).toContain('Hola, Sam:');
  });
});
