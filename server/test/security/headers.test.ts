import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '@server/app';
import { buildTestApp, type TestApp } from '@server/test/app';
import { createUser } from '@server/test/factories';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from './hostile';

/** Parses a Content-Security-Policy header into directive → sources. */
function policy(header: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

const apps: TestApp[] = [];
let clientDir = '';
interface Built {
  app: TestApp;
  spa: ReturnType<typeof supertest>;
}
let plain: Promise<Built> | undefined;
/** An app with these settings; the default one is built once for the file. */
async function appWith(overrides: Record<string, string> = {}): Promise<Built> {
  if (Object.keys(overrides).length === 0) {
    plain ??= build({});
    return plain;
  }
  return build(overrides);
}
async function build(overrides: Record<string, string>): Promise<Built> {
  const app = await buildTestApp(overrides);
  apps.push(app);
  return { app, spa: supertest(createApp(app.ctx, { clientDir })) };
}

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'homegrown-spa-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Homegrown</title>');
});
afterAll(async () => {
  for (const app of apps) {
    await app.ctx.database.close();
    await rm(app.dataDir, { recursive: true, force: true });
  }
  await rm(clientDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('sends a strict policy with the page and with the API', async () => {
    const { spa } = await appWith();
    for (const url of ['/', '/listings/12', '/api/site', '/api/listings/999999']) {
      const res = await spa.get(url);
      const csp = policy(res.headers['content-security-policy']);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      // Scripts talk to this origin only; 'self' covers its WebSocket (wss: when https).
      expect(csp['connect-src'], url).toEqual(["'self'"]);
      // The installable app's worker and manifest come from this origin only.
      expect(csp['worker-src'], url).toEqual(["'self'"]);
      expect(csp['manifest-src'], url).toEqual(["'self'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['base-uri'], url).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['form-action'], url).toEqual(["'self'"]);
      // Tiles and photos come through our own /api: no third-party origin anywhere.
      for (const [name, sources] of Object.entries(csp))
        expect(
          sources.filter((s) => s.startsWith('http')),
          `${url} ${name}`,
        ).toEqual([]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      // Over plain HTTP (local use) HSTS would be ignored at best and sticky at worst.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('adds HSTS and upgrade-insecure-requests when served over HTTPS', async () => {
    const { spa } = await appWith({ APP_URL: 'https://garden.example.org' });
    const res = await spa.get('/');
    // One year, this host only (docs/operations.md "Browser"), on the page and the API alike.
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await spa.get('/api/site')).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
    expect(policy(res.headers['content-security-policy'])).toHaveProperty(
      'upgrade-insecure-requests',
    );
  });

  it('opens the policy only to the large maps service’s origins when it is the chosen map', async () => {
    const { spa } = await appWith({ MAP_PROVIDER: 'google', MAP_API_KEY: 'k' });
    const csp = policy((await spa.get('/')).headers['content-security-policy']);
    const origins = Object.values(csp)
      .flat()
      .filter((s) => s.startsWith('http'));
    expect(origins.length).toBeGreaterThan(0);
    for (const origin of origins)
      expect(origin).toMatch(
        /^https:\/\/(\*\.|fonts\.)?(googleapis|gstatic|google|ggpht|googleusercontent)\.com$/,
      );
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['connect-src']?.[0]).toBe("'self'");
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    for (const source of csp['connect-src']!.slice(1)) expect(source).toMatch(/^https:\/\//);
  });
});

describe('oversize and malformed bodies', () => {
  it('answers 413 with a detail for JSON over 100 kB, and stores nothing', async () => {
    const { app } = await appWith();
    const member = await createUser(app.ctx);
    const before = await fingerprint(app.ctx.db);
    const res = await app
      .as(member)
      .post('/api/listings')
      .send({ title: 'Huge', price: 1, description: 'x'.repeat(101 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Request body too large' });
    expect(await fingerprint(app.ctx.db)).toBe(before);
  });

  it('answers 413 for an oversize login form and an oversize multipart field', async () => {
    const { app } = await appWith();
    const member = await createUser(app.ctx);
    const login = await app.api
      .post('/api/auth/login')
      .type('form')
      .send({ username: member.email, password: 'x'.repeat(20 * 1024) });
    expect(login.status).toBe(413);
    const before = await fingerprint(app.ctx.db);
    const multipart = await app
      .as(member)
      .post('/api/listings')
      .field('title', 'Big field')
      .field('price', '1')
      .field('description', 'x'.repeat(101 * 1024));
    expect(multipart.status).toBe(413);
    expect(multipart.body.detail).toBeTruthy();
    expect(await fingerprint(app.ctx.db)).toBe(before);
  });

  it('answers 400 with a detail for malformed JSON', async () => {
    const { app } = await appWith();
    const member = await createUser(app.ctx);
    const res = await app
      .as(member)
      .post('/api/listings')
      .set('Content-Type', 'application/json')
      .send('{"title": "Unclosed');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Malformed JSON body' });
  });
});
