import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type FakePushService, startFakePushService } from '@server/test/fakes/push-service';
import {
  type FakeSmtpServer,
  type ReceivedMail,
  startFakeSmtpServer,
} from '@server/test/fakes/smtp-server';
import { createScratchDatabase, dropScratchDatabase } from '@server/test/scratch-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RegisteredMember,
  registerOverHttp,
  type ServerProcess,
  startServerProcess,
} from './server-process';

/**
 * E-mails and pushes are durable jobs (docs/decisions.md "Deliveries"): the real server, as its
 * own process, sends match e-mails to an SMTP server on 127.0.0.1 and pushes to a push service
 * on 127.0.0.1. An SMTP server refusing for a while loses and doubles nothing; a server killed
 * with SIGKILL in the middle of a burst loses nothing once restarted, and doubles at most what
 * it had under way. On the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const databases: string[] = [];
const processes: ServerProcess[] = [];
const smtps: FakeSmtpServer[] = [];
let push: FakePushService | undefined;

afterAll(async () => {
  for (const server of processes) await server.stop('SIGKILL');
  for (const smtp of smtps) await smtp.close();
  await push?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (baseUrl) for (const name of databases) await dropScratchDatabase(baseUrl, name);
});

/** A data folder, and on PostgreSQL a database, of its own: one per server (and its restart). */
async function storage(tag: string): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `homegrown-deliveries-${tag}-`));
  dirs.push(dir);
  if (!baseUrl) return { DATA_DIR: dir };
  const name = `homegrown_deliveries_${tag}_${process.pid}_${Date.now()}`;
  databases.push(name);
  return { DATA_DIR: dir, DATABASE_URL: await createScratchDatabase(baseUrl, name) };
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  processes.push(server);
  return server;
}

const common = {
  JWT_SECRET: 'deliveries-secret-deliveries-secret-0123',
  RATE_LIMITS: 'false',
  BCRYPT_ROUNDS: '10',
};

interface Member extends RegisteredMember {
  email: string;
}

/** Everyone lives in one ZIP code (the offline geocoder's), so every match is within 50 km. */
const HOME = { city: 'Provo', state: 'UT', zip_code: '84601' };

const call = (
  url: string,
  member: RegisteredMember,
  method: string,
  route: string,
  body?: object,
) =>
  fetch(`${url}/api${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${member.token}` },
    body: body && JSON.stringify(body),
  });

async function json<T>(res: Promise<Response>, status: number): Promise<T> {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A member registered over HTTP, living at HOME, with `want` on their wish list when given. */
async function member(url: string, name: string, want?: string): Promise<Member> {
  const registered = await registerOverHttp(url, name);
  await json(call(url, registered, 'PUT', '/auth/profile', HOME), 200);
  if (want)
    await json(call(url, registered, 'POST', '/listings/want-listings', { title: want }), 201);
  return { ...registered, email: `${name}@example.com` };
}

/** `count` results of `make`, `width` at a time. */
async function inParallel<T>(count: number, width: number, make: (i: number) => Promise<T>) {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await make(i);
      }
    }),
  );
  return out;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, what: () => string, ms: number) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what()}`);
    await pause(20);
  }
}

/** The body of a message as text: quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The listings a match e-mail links to. */
const listingsIn = (mail: ReceivedMail) =>
  [
    ...new Set([...decoded(mail.raw).matchAll(/\/listings\/(\d+)\b/g)].map((m) => Number(m[1]))),
  ].sort((a, b) => a - b);

/** A match e-mail (server/emails/match-notification.ts), not any other the server sends. */
const isMatch = (mail: ReceivedMail) =>
  /(is available near you|matches for your wish list)$/.test(mail.subject);

const to = (mails: ReceivedMail[], email: string) =>
  mails.filter((m) => isMatch(m) && m.recipients.includes(email));

const tail = (server: ServerProcess) => server.output().slice(-4000);

describe('deliveries through an SMTP server and a push service', () => {
  let smtp: FakeSmtpServer;
  let server: ServerProcess;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    smtps.push(smtp);
    push = await startFakePushService();
    server = await start({
      ...common,
      ...(await storage('outage')),
      SMTP_URL: smtp.url,
      NODE_EXTRA_CA_CERTS: push.caFile,
      PUSH_ALLOWED_HOSTS: push.host,
    });
  }, 90_000);

  it('sends every match e-mail exactly once after the SMTP server answered 451 for a while', async () => {
    const WANTERS = 30;
    const seller = await member(server.url, 'outage_seller');
    const wanters = await inParallel(WANTERS, 4, (i) =>
      member(server.url, `outage_wanter_${i}`, 'kohlrabi'),
    );
    smtp.refuse(true);
    const listing = await json<{ id: number }>(
      call(server.url, seller, 'POST', '/listings', { title: 'Purple kohlrabi', price: 2 }),
      201,
    );
    // Every wanter's e-mail refused twice (451 after its DATA): its first attempt, and the
    // retry 2 s later.
    await until(
      () => wanters.every((w) => to(smtp.refused, w.email).length >= 2),
      () =>
        `two refusals of each e-mail, saw ${smtp.refused.filter(isMatch).length}\n${tail(server)}`,
      30_000,
    );
    expect(smtp.received.filter(isMatch)).toEqual([]);
    smtp.refuse(false);
    // The next retries, 4 s after the second attempts, are accepted.
    await until(
      () => wanters.every((w) => to(smtp.received, w.email).length > 0),
      () =>
        `an e-mail to each wanter: ${smtp.received.filter(isMatch).length} of ${WANTERS} ` +
        `arrived\n${tail(server)}`,
      30_000,
    );
    // Nothing more comes: an accepted e-mail's job is finished, not tried again.
    await pause(3000);
    for (const w of wanters) {
      const mails = to(smtp.received, w.email);
      expect(mails, w.email).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: w.email,
        subject: 'Purple kohlrabi is available near you',
      });
      expect(listingsIn(mails[0]!)).toEqual([listing.id]);
    }
    expect(smtp.received.filter(isMatch)).toHaveLength(WANTERS);
    expect(to(smtp.received, seller.email)).toEqual([]);
  }, 90_000);

  it('waits as long as a throttling push service asks (429 with Retry-After) before trying again', async () => {
    const service = push!;
    const RETRY_AFTER = 5;
    service.answer(
      '/throttled',
      { status: 429, headers: { 'Retry-After': String(RETRY_AFTER) } },
      { status: 201 },
    );
    const ann = await member(server.url, 'throttle_ann');
    const dave = await member(server.url, 'throttle_dave');
    const device = service.device('/throttled');
    await json(call(server.url, dave, 'POST', '/push/subscriptions', device), 201);
    const at = () => service.received.filter((r) => r.path === '/throttled');
    const seen: number[] = [];
    await json(
      call(server.url, ann, 'POST', '/messages', { receiver_id: dave.id, content: 'Hi' }),
      201,
    );
    // When each POST arrived, to the poll's 10 ms.
    const deadline = Date.now() + 20_000;
    while (at().length < 2 && Date.now() < deadline) {
      if (at().length > seen.length) seen.push(Date.now());
      await pause(10);
    }
    if (at().length > seen.length) seen.push(Date.now());
    expect(at(), tail(server)).toHaveLength(2);
    const waited = seen[1]! - seen[0]!;
    // Its own backoff would have tried again after 2 s.
    expect(waited).toBeGreaterThanOrEqual(RETRY_AFTER * 1000 - 100);
    expect(waited).toBeLessThan(RETRY_AFTER * 1000 + 5000);
    expect(device.open(at()[1]!.body)).toMatchObject({ body: 'Hi' });
    await pause(500);
    expect(at()).toHaveLength(2);
  }, 60_000);
});

describe('a server killed in the middle of a burst of e-mails', () => {
  it('sends every e-mail after a restart, doubling at most the ones under way at the kill', async () => {
    const WANTERS = 80;
    const TITLES = ['Sweet tomatoes', 'Cherry tomatoes', 'Heirloom tomatoes'];
    const expected = WANTERS * TITLES.length;
    // Slow, so that the burst lasts a few seconds and the kill falls in its middle.
    const smtp = await startFakeSmtpServer({ delayMs: 40 });
    smtps.push(smtp);
    const env = { ...common, ...(await storage('kill')), SMTP_URL: smtp.url };
    const started = Date.now();
    const first = await start(env);
    const seller = await member(first.url, 'kill_seller');
    const wanters = await inParallel(WANTERS, 6, (i) =>
      member(first.url, `kill_wanter_${i}`, 'tomatoes'),
    );
    const listingIds: number[] = [];
    for (const title of TITLES) {
      const listing = await json<{ id: number }>(
        call(first.url, seller, 'POST', '/listings', { title, price: 1 }),
        201,
      );
      listingIds.push(listing.id);
    }
    listingIds.sort((a, b) => a - b);

    const matches = () => smtp.received.filter(isMatch);
    await until(
      () => matches().length >= expected / 4,
      () => `${expected / 4} e-mails before the kill, saw ${matches().length}\n${tail(first)}`,
      60_000,
    );
    first.child.kill('SIGKILL');
    const killedAt = Date.now();
    const atKill = matches().length;
    if (first.child.exitCode === null && first.child.signalCode === null)
      await once(first.child, 'exit');
    expect(atKill, 'the kill fell in the middle of the burst').toBeLessThan(expected);

    const again = await start(env);
    const restartedAt = Date.now();
    const byPair = () => {
      const seen = new Set<string>();
      for (const mail of matches())
        for (const id of listingsIn(mail)) seen.add(`${mail.recipients.join()} ${id}`);
      return seen;
    };
    const missing = () => {
      const seen = byPair();
      return wanters.flatMap((w) =>
        listingIds.map((id) => `${w.email} ${id}`).filter((pair) => !seen.has(pair)),
      );
    };
    // Every e-mail arrives. A job the dead process held is taken up once its lease (30 s, last
    // extended at most 10 s before the kill) has passed; wait past it as well, so that any
    // e-mail it had sent already but not marked sent comes again now, to be counted below.
    let quietSince = Date.now();
    let lastCount = matches().length;
    let completeAt = 0;
    await until(
      () => {
        if (matches().length !== lastCount) {
          lastCount = matches().length;
          quietSince = Date.now();
        }
        if (!completeAt && byPair().size >= expected) completeAt = Date.now();
        return completeAt > 0 && Date.now() > killedAt + 33_000 && Date.now() - quietSince > 1000;
      },
      () =>
        `every e-mail: ${missing().length} of ${expected} (wanter, listing) missing, ` +
        `${matches().length} received, ${atKill} at the kill\n${tail(again)}`,
      90_000,
    );
    expect(missing()).toEqual([]);
    expect(to(smtp.received, seller.email)).toEqual([]);
    // A duplicate is an e-mail the SMTP server accepted whose job the dead process had not yet
    // marked finished: it runs again after the restart. Only jobs under way at the kill can be
    // such, and the deliveries lane runs at most 4 at once (server/bootstrap.ts), so at most 4.
    const received = matches();
    const distinct = new Set(received.map((m) => `${m.recipients.join()} ${listingsIn(m).join()}`));
    const duplicates = received.length - distinct.size;
    expect(
      duplicates,
      `${received.length} received, ${distinct.size} distinct`,
    ).toBeLessThanOrEqual(4);

    // And every match was stored exactly once, the listing of each told once to each wanter.
    const told = await inParallel(WANTERS, 6, (i) =>
      json<{ type: string; listing: { id: number } }[]>(
        call(again.url, wanters[i]!, 'GET', '/notifications?limit=50'),
        200,
      ),
    );
    for (const [i, notifications] of told.entries()) {
      const matched = notifications.filter((n) => n.type === 'match').map((n) => n.listing.id);
      expect(
        matched.sort((a, b) => a - b),
        wanters[i]!.email,
      ).toEqual(listingIds);
    }
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.info(
      `deliveries after a kill: ${expected} e-mails, ${atKill} before the kill ` +
        `(${s(killedAt - started)} after the start), restarted in ${s(restartedAt - killedAt)}, ` +
        `all in ${s(completeAt - killedAt)} after the kill, ${duplicates} sent twice`,
    );
    await again.stop();
  }, 180_000);
});
