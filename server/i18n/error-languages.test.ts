import { setupTestApp } from '@server/test/app';
import { messages } from '@server/test/error-messages';
import { createListing, createUser, createWant } from '@server/test/factories';
import { connected, sendOver, setupSocketApp } from '@server/test/socket-server';
import { describe, expect, it } from 'vitest';

/**
 * Every refusal the API says, in the caller's language (docs/decisions.md "Languages"): a
 * member's own, else the browser's Accept-Language, else English.
 */
const { testApp, server } = setupSocketApp();

/** A member who chose Spanish on their profile, as the profile screen saves it. */
async function spanishMember() {
  const member = await createUser(testApp().ctx);
  await testApp().as(member).put('/api/auth/profile').send({ locale: 'es' }).expect(200);
  return member;
}

describe("validation errors in the member's language", () => {
  it('says a new listing’s problems in Spanish, field by field', async () => {
    const member = await spanishMember();
    const res = await testApp()
      .as(member)
      .post('/api/listings')
      .send({ title: 'ab', price: -1, type_id: 9, description: 'x'.repeat(1001) });
    expect(res.status).toBe(422);
    expect(messages(res.body)).toEqual(
      expect.arrayContaining([
        'El título debe tener al menos 3 caracteres',
        'El precio no puede ser negativo',
        'type_id debe ser uno de estos: 1, 2, 3',
        'La descripción puede tener como máximo 1000 caracteres',
      ]),
    );
    // A sell listing without a price: the rule on the whole listing, said as it is checked.
    const free = await testApp()
      .as(member)
      .post('/api/listings')
      .send({ title: 'Tomates cherry', price: 0, type_id: 1 });
    expect(messages(free.body)).toEqual(['Si vas a vender, el precio debe ser mayor que 0']);
  });

  it('says the wish list’s rules in Spanish, its category by name', async () => {
    const member = await spanishMember();
    const short = await testApp()
      .as(member)
      .post('/api/listings/want-listings')
      .send({ title: 'ajo', category_id: 7 });
    expect(messages(short.body)).toEqual([
      'category_id debe ser cosecha (1), semillas (2) o plantas (3)',
    ]);
    await createWant(testApp().ctx, member, { title: 'garlic', categoryId: 2 });
    const twice = await testApp()
      .as(member)
      .post('/api/listings/want-listings')
      .send({ title: 'Garlic', category_id: 2 });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('«Garlic» ya está en tu lista de deseos en semillas');
  });

  it('says a check the schema leaves to zod in Spanish too', async () => {
    const member = await spanishMember();
    const res = await testApp()
      .as(member)
      .get(`/api/messages?q=${'a'.repeat(101)}`);
    expect(res.status).toBe(422);
    expect(messages(res.body)[0]).toMatch(/^Demasiado grande/);
  });

  it('stays English for a member who kept English, whatever the browser asks', async () => {
    const member = await createUser(testApp().ctx);
    const res = await testApp()
      .as(member)
      .post('/api/listings')
      .set('Accept-Language', 'es')
      .send({ title: 'ab', price: 3 });
    expect(messages(res.body)).toEqual(['Title must be at least 3 characters long']);
  });
});

describe('refusals in the caller’s language', () => {
  it('says 404 and 403 in Spanish, and the same refusals in English to others', async () => {
    const member = await spanishMember();
    const owner = await createUser(testApp().ctx);
    const listing = await createListing(testApp().ctx, owner);

    const missing = await testApp().as(member).get('/api/listings/2000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('No encontramos ese anuncio');
    const notTheirs = await testApp()
      .as(member)
      .patch(`/api/listings/${listing.id}`)
      .send({ title: 'Mis tomates' });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.detail).toBe('No tienes permiso para editar este anuncio');

    const english = await testApp().api.get('/api/listings/2000000000');
    expect(english.body.detail).toBe('Listing not found');
  });

  it("tells a guest in their browser's language, down to the default answers", async () => {
    const asGuest = await testApp().api.get('/api/messages').set('Accept-Language', 'es-US');
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.detail).toBe('No has iniciado sesión');
    const nowhere = await testApp().api.get('/api/no-such-route').set('Accept-Language', 'es');
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.detail).toBe('No se encontró');
    const badToken = await testApp()
      .api.get('/api/messages')
      .set('Accept-Language', 'es')
      .set('Authorization', 'Bearer not-a-token');
    expect(badToken.body.detail).toBe('No pudimos validar tu sesión');
  });

  it('says a malformed JSON body in Spanish, and in English without Accept-Language', async () => {
    const send = () =>
      testApp().api.post('/api/auth/register').set('Content-Type', 'application/json');
    const spanish = await send().set('Accept-Language', 'es').send('{"email": ');
    expect(spanish.status).toBe(400);
    expect(spanish.body).toEqual({ detail: 'El cuerpo JSON no es válido' });
    const english = await send().send('{"email": ');
    expect(english.body).toEqual({ detail: 'Malformed JSON body' });
  });
});

describe('send_message over Socket.IO', () => {
  it("acknowledges a refusal in the member's language", async () => {
    const member = await spanishMember();
    const tab = server().client(member.token);
    await connected(tab);
    expect(await sendOver(tab, { receiver_id: member.id, content: 'Hola' })).toEqual({
      detail: 'No puedes enviarte mensajes',
      status: 400,
    });
    expect(await sendOver(tab, { receiver_id: 2_000_000_000, content: '   ' })).toEqual({
      detail: 'El mensaje no puede estar vacío',
      status: 422,
    });
    expect(await sendOver(tab, { receiver_id: 2_000_000_000, content: '¿Hay lechuga?' })).toEqual({
      detail: 'No encontramos a ese miembro',
      status: 404,
    });
  });

  it('follows a change of language made while the socket is open', async () => {
    const member = await createUser(testApp().ctx);
    const tab = server().client(member.token);
    await connected(tab);
    const toSelf = () => sendOver(tab, { receiver_id: member.id, content: 'Hi' });
    expect(await toSelf()).toEqual({
      detail: 'You cannot send a message to yourself',
      status: 400,
    });
    await testApp().as(member).put('/api/auth/profile').send({ locale: 'es' }).expect(200);
    await expect
      .poll(async () => (await toSelf()) as { detail: string })
      .toMatchObject({ detail: 'No puedes enviarte mensajes' });
  });
});

describe('a rate limit', () => {
  const limitedApp = setupTestApp({ RATE_LIMITS: 'true' });

  it("is said in the caller's language", async () => {
    const register = () =>
      limitedApp().api.post('/api/auth/register').set('Accept-Language', 'es').send({});
    // Five sign-ups an address in half an hour (server/modules/auth/routes.ts).
    for (let i = 0; i < 5; i++) expect((await register()).status).toBe(422);
    const refused = await register();
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe('Demasiadas solicitudes. Vuelve a intentarlo más tarde.');
  });
});
