import { rm } from 'node:fs/promises';
import { createNominatimGeocoder, createOfflineGeocoder } from '@server/lib/geocoder';
import { buildTestApp, type TestApp } from '@server/test/app';
import { createUser } from '@server/test/factories';
import { type FakeUpstream, startFakeUpstream } from '@server/test/fakes/tile-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let nominatim: FakeUpstream;
let app: TestApp;
beforeAll(async () => {
  nominatim = await startFakeUpstream();
  app = await buildTestApp({ GEOCODER_URL: `${nominatim.url}/nominatim` });
});
afterAll(async () => {
  await nominatim.close();
  await app.ctx.database.close();
  await rm(app.dataDir, { recursive: true, force: true });
});

const ogden = {
  lat: '41.2230',
  lon: '-111.9738',
  display_name: 'Ogden, Weber County, Utah, 84401, United States',
  address: { city: 'Ogden', state: 'Utah', postcode: '84401' },
};

describe('the offline gazetteer', () => {
  it('knows ZIP codes (ZIP+4 too) and US cities, and nothing else', async () => {
    const geocoder = createOfflineGeocoder();
    expect(await geocoder.geocode('84401-1234')).toMatchObject({
      city: 'Ogden',
      postcode: '84401',
    });
    expect(await geocoder.geocode('Santa Fe New Mexico')).toMatchObject({
      city: 'Santa Fe',
      state: 'NM',
    });
    expect(await geocoder.geocode('Springfield')).toBeNull();
    expect(await geocoder.geocode('00000')).toBeNull();
  });
});

describe('a Nominatim-compatible GEOCODER_URL', () => {
  it('is asked with the app User-Agent, and remembers its answers', async () => {
    nominatim.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify([ogden]));
    });
    const user = await createUser(app.ctx);
    const res = await app.as(user).post('/api/map/geocode').send({ address: 'Ogden, UT' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      latitude: 41.223,
      longitude: -111.9738,
      display_name: 'Ogden, Weber County, Utah, 84401, United States',
      city: 'Ogden',
      state: 'Utah',
      postcode: '84401',
    });
    const sent = nominatim.requests.at(-1)!;
    expect(sent.url).toBe('/nominatim/search?q=Ogden%2C+UT&format=jsonv2&limit=1&addressdetails=1');
    expect(sent.userAgent).toMatch(/^Homegrown\//);
    await app.as(user).post('/api/map/geocode').send({ address: '  ogden,  ut ' }).expect(200);
    expect(nominatim.requests.filter((r) => r.url.includes('Ogden')).length).toBe(1);
  });

  it('answers 404 for no hit and 502 when the service fails', async () => {
    const user = await createUser(app.ctx);
    nominatim.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]');
    });
    const none = await app.as(user).post('/api/map/geocode').send({ address: 'Nowhere' });
    expect(none.status).toBe(404);
    nominatim.handle((_req, res) => {
      res.writeHead(500).end();
    });
    const down = await app.as(user).post('/api/map/geocode').send({ address: 'Layton, UT' });
    expect(down.status).toBe(502);
    expect(down.body.detail).toBe('The geocoding service is unavailable. Please try again later.');
  });

  it('takes a base URL without a trailing slash', async () => {
    nominatim.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify([ogden]));
    });
    const geocoder = createNominatimGeocoder(nominatim.url, 'test-agent');
    expect(await geocoder.geocode('Ogden')).toMatchObject({ latitude: 41.223, city: 'Ogden' });
    expect(nominatim.requests.at(-1)?.userAgent).toBe('test-agent');
  });
});
