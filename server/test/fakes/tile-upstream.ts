import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** The smallest valid PNG (1×1, transparent): what the fake tile server sends. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface FakeUpstream {
  url: string;
  /** Every request seen: path with query, and its User-Agent. */
  requests: { url: string; userAgent: string | undefined }[];
  /** Replaces the default handler (a PNG for any path). */
  handle(handler: (req: IncomingMessage, res: ServerResponse) => void): void;
  close(): Promise<void>;
}

/** A local stand-in for a tile, geocoder or script server: tests never reach the internet. */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const requests: FakeUpstream['requests'] = [];
  const png = (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(TINY_PNG);
  };
  let handler = png;
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', userAgent: req.headers['user-agent'] });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
