import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { setupTestApp } from '@server/test/app';
import { createListing, createUser, type TestUser } from '@server/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Through a real socket: supertest and fetch both undo the encoding before a test sees it.
const testApp = setupTestApp();
let server: http.Server;
let owner: TestUser;

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { ...headers, authorization: `Bearer ${owner.token}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const MINE = '/api/listings/?mine=true';

beforeAll(async () => {
  const { ctx, app } = testApp();
  owner = await createUser(ctx);
  for (let i = 0; i < 8; i += 1) {
    await createListing(ctx, owner, {
      title: `Cherokee purple tomato seedlings ${i}`,
      description: 'Hardened off, in four-inch pots, from seed saved in our own garden. '.repeat(3),
    });
  }
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('compressed answers', () => {
  it('sends brotli to a client that accepts it, the same JSON as uncompressed', async () => {
    const plain = await get(MINE, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const listings = JSON.parse(plain.body.toString('utf8'));
    expect(listings).toHaveLength(8);
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get(MINE, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(listings);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const gz = await get(MINE, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toHaveLength(8);
  });

  it('leaves a small answer as it is', async () => {
    const small = await get('/api/notifications/unread-count', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ count: 0 });
  });

  it('answers a current copy with 304 and no body, and a HEAD with headers only', async () => {
    const first = await get(MINE, { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get(MINE, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const head = await get(MINE, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });
});
