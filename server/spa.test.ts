import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaRouter } from './spa';

const INDEX = '<!doctype html><title>Homegrown</title>';
const LOGIN =
  '<!doctype html><title>Homegrown</title><link rel="modulepreload" href="/assets/login.js">';
let withEntries = '';
let withoutEntries = '';

async function clientDir(entries: boolean): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'homegrown-spa-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":[]}');
  await writeFile(path.join(dir, 'app.css.map'), '{"version":3,"sources":[]}');
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("push", () => {})');
  await writeFile(path.join(dir, 'manifest.webmanifest'), '{"name":"Homegrown"}');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (entries) {
    await mkdir(path.join(dir, 'entry'));
    await writeFile(path.join(dir, 'entry', 'login.html'), LOGIN);
    await writeFile(
      path.join(dir, 'entry-pages.json'),
      JSON.stringify({ '/login': 'entry/login.html' }),
    );
  }
  return dir;
}

const spa = (dir: string) => supertest(express().use(spaRouter(dir)));

beforeAll(async () => {
  withEntries = await clientDir(true);
  withoutEntries = await clientDir(false);
});
afterAll(async () => {
  await rm(withEntries, { recursive: true, force: true });
  await rm(withoutEntries, { recursive: true, force: true });
});

describe('the built client', () => {
  it("answers an entry page's path with the copy of index.html that names its files", async () => {
    const res = await spa(withEntries).get('/login').expect(200);
    expect(res.text).toBe(LOGIN);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers every other client route with index.html', async () => {
    for (const url of ['/', '/listings/12', '/login/extra', '/entry-pages', '/nowhere']) {
      const res = await spa(withEntries).get(url).expect(200);
      expect(res.text, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers index.html everywhere when the build wrote no entry pages', async () => {
    expect((await spa(withoutEntries).get('/login').expect(200)).text).toBe(INDEX);
  });

  it('caches hashed assets for a year and never falls back to a page for a missing one', async () => {
    const res = await spa(withEntries).get('/assets/app-abc123.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await spa(withEntries).get('/assets/app-gone00.js').expect(404);
  });

  it('has the browser ask again for the service worker and the manifest, served with their types', async () => {
    const worker = await spa(withEntries).get('/sw.js').expect(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await spa(withEntries).get('/manifest.webmanifest').expect(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // Other files at the root keep their hour.
    const icon = await spa(withEntries).get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never serves a source map, even one left in the folder', async () => {
    for (const url of [
      '/assets/app-abc123.js.map',
      '/assets/app-abc123.js%2Emap',
      '/assets/app-abc123.js%2emap',
      '/assets/app-abc123.js.MAP',
      '/app.css.map',
      '/assets/missing.js.map',
    ]) {
      const res = await spa(withEntries).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text, url).not.toContain('version');
    }
  });

  it('leaves the API and the socket paths to their own handlers', async () => {
    await spa(withEntries).get('/api/listings').expect(404);
    await spa(withEntries).get('/socket.io/').expect(404);
  });
});
