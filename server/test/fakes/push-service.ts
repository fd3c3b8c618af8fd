import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the service answers a POST to one path: a status and headers, after an optional wait. */
type Answer = { status: number; delayMs?: number; headers?: Record<string, string> };

/** A browser's side of a subscription: its keys, and the decryption only it can do. */
export interface FakeDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The payload of an aes128gcm push (RFC 8188, keys per RFC 8291), read as JSON. */
  open(body: Buffer): unknown;
}

export interface FakePushService {
  /** `host:port`, for PUSH_ALLOWED_HOSTS. */
  host: string;
  /** The self-signed certificate's file, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  received: Received[];
  /** How the service answers POSTs to `pathname`, in turn; the last answer repeats. */
  answer(pathname: string, ...answers: Answer[]): void;
  device(pathname: string): FakeDevice;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made with openssl in a temporary folder. */
function selfSigned(dir: string) {
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' }); // biome-ignore format: one openssl command
  return { key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

function fakeDevice(endpoint: string): FakeDevice {
  const ua = createECDH('prime256v1');
  ua.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: ua.getPublicKey('base64url'), auth: auth.toString('base64url') },
    open(body) {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const sealed = body.subarray(21 + idLength);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', ua.computeSecret(serverKey), auth, info, 32));
      const derive = (label: string, length: number) =>
        Buffer.from(hkdfSync('sha256', ikm, salt, `Content-Encoding: ${label}\0`, length));
      const decipher = createDecipheriv(
        'aes-128-gcm',
        derive('aes128gcm', 16),
        derive('nonce', 12),
      );
      decipher.setAuthTag(sealed.subarray(-16));
      const padded = Buffer.concat([decipher.update(sealed.subarray(0, -16)), decipher.final()]);
      // One record: the content, then the delimiter 2, then zeros.
      return JSON.parse(padded.subarray(0, padded.lastIndexOf(2)).toString('utf8'));
    },
  };
}

/**
 * A push service on 127.0.0.1 over HTTPS, as the browsers' services take pushes: it records
 * each POST and answers 201 unless told otherwise.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'homegrown-push-'));
  const { key, cert, certFile } = selfSigned(dir);
  const received: Received[] = [];
  const answers = new Map<string, Answer[]>();
  const server = createServer({ key, cert }, async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const pathname = new URL(req.url ?? '/', 'https://x').pathname;
    received.push({ path: pathname, headers: req.headers, body: Buffer.concat(chunks) });
    const queued = answers.get(pathname) ?? [];
    const answer = (queued.length > 1 ? queued.shift() : queued[0]) ?? { status: 201 };
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    res.writeHead(answer.status, answer.headers).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    caFile: certFile,
    received,
    answer(pathname, ...list) {
      answers.set(pathname, list);
    },
    device: (pathname) => fakeDevice(`https://${host}${pathname}`),
    async close() {
      server.closeAllConnections();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
