import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

/** Below this an answer goes as it is: compressing it would save a packet at most. */
const MIN_BYTES = 1024;
/** Above this the compression middleware streams it, off the event loop. */
const MAX_BYTES = 256 * 1024;

/**
 * Brotli at quality 3 with a 256 KB window: a page of 50 listings takes about a quarter of the
 * CPU of quality 4 for an answer 1–3 % larger (docs/performance.md "Compression").
 */
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 3,
    [constants.BROTLI_PARAM_LGWIN]: 18,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/**
 * Brotli whenever the client takes it, as the `compression` middleware chooses: browsers list
 * it after gzip at the same weight, and it is the smaller and, at this quality, the cheaper.
 */
function codingFor(req: Request): 'br' | 'gzip' | undefined {
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return undefined;
}

function isJson(res: Response): boolean {
  const type = res.getHeader('Content-Type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/**
 * Compresses a JSON answer sent whole (res.json, res.send) in one synchronous call as it is
 * sent. The `compression` middleware streams every answer through a zlib stream on the
 * thread pool; for the API's answers, a few to a few hundred kilobytes sent in one piece, its
 * per-answer set-up and hand-offs cost more than the compressing itself, and under load each
 * concurrent stream holds its own buffers (docs/performance.md "Compression"). Installed after
 * `compression()`, so it sees the answer first; the middleware leaves an encoded answer alone
 * and still handles whatever is streamed or larger.
 */
export function compactAnswers() {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      const body =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : chunk;
      if (
        !Buffer.isBuffer(body) ||
        body.length < MIN_BYTES ||
        body.length > MAX_BYTES ||
        res.headersSent ||
        req.method === 'HEAD' ||
        res.getHeader('Content-Encoding') !== undefined ||
        !isJson(res) ||
        /\bno-transform\b/.test(String(res.getHeader('Cache-Control') ?? ''))
      ) {
        return end(chunk, encoding, callback);
      }
      res.vary('Accept-Encoding');
      const coding = codingFor(req);
      if (!coding) return end(chunk, encoding, callback);
      const packed = coding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body);
      res.setHeader('Content-Encoding', coding);
      res.setHeader('Content-Length', packed.length);
      const done = typeof encoding === 'function' ? encoding : callback;
      return end(packed, done);
    }) as Response['end'];
    next();
  };
}
