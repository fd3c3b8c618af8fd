import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** A JSON answer serialized, compressed and tagged once, to be sent as is many times. */
export interface PreparedJson {
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  const body = Buffer.from(JSON.stringify(value));
  return {
    body,
    gzip: gzipSync(body),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/**
 * Sends a prepared answer the way res.json would after the compression middleware: gzipped
 * when the client accepts it (the middleware leaves an encoded body alone), 304 when the
 * client's copy is current.
 */
export function sendPrepared(req: Request, res: Response, prepared: PreparedJson): void {
  res.vary('Accept-Encoding');
  res.set('ETag', prepared.etag);
  res.type('json');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (req.acceptsEncodings('gzip') === 'gzip') {
    res.set('Content-Encoding', 'gzip').send(prepared.gzip);
  } else {
    res.send(prepared.body);
  }
}
