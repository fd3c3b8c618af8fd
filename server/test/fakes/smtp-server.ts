import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** One message the server accepted (answered 250 to, or decided to while the client left). */
export interface ReceivedMail {
  /** MAIL FROM and RCPT TO, as the client gave them. */
  from: string;
  recipients: string[];
  /** The To and Subject header fields, unfolded and with encoded words decoded. */
  to: string;
  subject: string;
  /** The whole message as sent, header and body. */
  raw: string;
  /** When it was accepted (Date.now()). */
  at: number;
}

/** Where a refusing server says no: to the message (after DATA) or to its envelope. */
export type RefuseAt = 'DATA' | 'MAIL FROM';

export interface FakeSmtpServer {
  /** For SMTP_URL: plain SMTP on loopback, nothing to upgrade to, no login. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The messages accepted for one address (RCPT TO, case-insensitive). */
  to(address: string): ReceivedMail[];
  /** The messages answered 451 after their DATA (one entry per attempt). */
  refused: ReceivedMail[];
  /** How many attempts were answered 451 so far (at DATA or at MAIL FROM). */
  refusals: number;
  /** Refuses every attempt from now on (true) or stops refusing (false). */
  refuse(on?: boolean): void;
  /** Refuses the next `n` attempts. */
  refuseFor(n: number): void;
  /** Refuses every attempt until `when`. */
  refuseUntil(when: Date | number): void;
  /** Waits this long before accepting each message (a slow server: a burst lasts). */
  delay(ms: number): void;
  close(): Promise<void>;
}

/** The answer while refusing: a temporary failure (RFC 5321 §4.2.1, RFC 3463 4.3.0). */
const TRY_AGAIN = '4.3.0 try again later';

function tryAgain(): Error {
  return Object.assign(new Error(TRY_AGAIN), { responseCode: 451 });
}

/** RFC 2047 encoded words (=?utf-8?B?…?= and =?utf-8?Q?…?=), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** One header field of a raw message, unfolded and decoded; '' when absent. */
function headerOf(raw: string, name: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? decodeWords(line.slice(name.length + 1).trim()) : '';
}

/**
 * An SMTP server on 127.0.0.1 (a free port) for tests that send real e-mail: no TLS, no login,
 * every accepted message kept in `received`. It can be told to answer 451 (try again later)
 * for a while, and to take its time over each message.
 */
export async function startFakeSmtpServer(
  opts: { refuseAt?: RefuseAt; delayMs?: number } = {},
): Promise<FakeSmtpServer> {
  const refuseAt = opts.refuseAt ?? 'DATA';
  const received: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  let refusing = false;
  let refuseLeft = 0;
  let refuseUntilMs = 0;
  let delayMs = opts.delayMs ?? 0;
  let refusals = 0;

  /** Whether this attempt is refused (and counted). */
  const refuses = () => {
    let no = refusing || Date.now() < refuseUntilMs;
    if (!no && refuseLeft > 0) {
      refuseLeft--;
      no = true;
    }
    if (no) refusals++;
    return no;
  };

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    // The 451's text is given whole, its enhanced code included.
    hideENHANCEDSTATUSCODES: true,
    disableReverseLookup: true,
    banner: 'homegrown test smtp',
    logger: false,
    closeTimeout: 100,
    onMailFrom(_address, _session, callback) {
      callback(refuseAt === 'MAIL FROM' && refuses() ? tryAgain() : undefined);
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // Destroyed when the client leaves mid-message: nothing to answer, nothing kept.
      stream.on('error', () => {});
      const mail = (): ReceivedMail => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { mailFrom, rcptTo } = session.envelope;
        return {
          from: mailFrom ? mailFrom.address : '',
          recipients: rcptTo.map((r) => r.address),
          to: headerOf(raw, 'To'),
          subject: headerOf(raw, 'Subject'),
          raw,
          at: Date.now(),
        };
      };
      stream.on('end', () => {
        if (refuseAt === 'DATA' && refuses()) {
          refused.push(mail());
          callback(tryAgain());
          return;
        }
        const accept = () => {
          // Kept even when the client has gone meanwhile: the message is in, as a real
          // server's queue would hold it, and the client never heard so (a duplicate to come).
          received.push(mail());
          callback(null, 'OK: queued');
        };
        if (delayMs > 0) setTimeout(accept, delayMs);
        else accept();
      });
    },
  });
  // A client dropping its connection (a killed server) is no failure of ours.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refused,
    to: (address) =>
      received.filter((m) => m.recipients.some((r) => r.toLowerCase() === address.toLowerCase())),
    get refusals() {
      return refusals;
    },
    refuse(on = true) {
      refusing = on;
      if (!on) {
        refuseLeft = 0;
        refuseUntilMs = 0;
      }
    },
    refuseFor(n) {
      refuseLeft = n;
    },
    refuseUntil(when) {
      refuseUntilMs = typeof when === 'number' ? when : when.getTime();
    },
    delay(ms) {
      delayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
