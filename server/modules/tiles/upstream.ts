import type { MessageKey } from '@common/i18n/locales';
import { HttpError, local } from '@server/lib/errors';

const TIMEOUT_MS = 10_000;

/** The upstreams, as their failures name them: the tile server's tiles, Google's script. */
export type Upstream = 'tiles' | 'google';

/**
 * GETs a map resource and answers a clear 502/504 (or 404 for a missing tile) when the
 * upstream fails, never its raw error.
 */
export async function fetchUpstream(
  url: URL,
  opts: {
    server: Upstream;
    accept: string;
    maxBytes: number;
    /** The app's descriptive User-Agent (config.userAgent): tile usage policies require one. */
    userAgent: string;
  },
): Promise<Buffer> {
  const failed = (status: number, key: MessageKey, values: Record<string, string> = {}) =>
    new HttpError(status, local(key, { server: opts.server, ...values }));
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { 'User-Agent': opts.userAgent, Accept: opts.accept },
      redirect: 'follow',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError')
      throw failed(504, 'errors.tiles.upstreamTimeout');
    throw failed(502, 'errors.tiles.upstreamUnreachable');
  }
  if (res.status === 404) {
    await res.body?.cancel();
    throw failed(404, 'errors.tiles.upstreamMissing');
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw failed(502, 'errors.tiles.upstreamStatus', { status: String(res.status) });
  }
  if (Number(res.headers.get('content-length') ?? 0) > opts.maxBytes) {
    await res.body?.cancel();
    throw failed(502, 'errors.tiles.upstreamTooMuch');
  }
  let body: Buffer;
  try {
    body = Buffer.from(await res.arrayBuffer());
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError')
      throw failed(504, 'errors.tiles.upstreamTimeout');
    throw failed(502, 'errors.tiles.upstreamBrokeOff');
  }
  if (body.length > opts.maxBytes) throw failed(502, 'errors.tiles.upstreamTooMuch');
  return body;
}
