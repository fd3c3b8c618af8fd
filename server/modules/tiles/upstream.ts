import { HttpError } from '@server/lib/errors';

const TIMEOUT_MS = 10_000;

/**
 * GETs a map resource and answers a clear 502/504 (or 404 for a missing tile) when the
 * upstream fails, never its raw error.
 */
export async function fetchUpstream(
  url: URL,
  opts: {
    server: string;
    thing: string;
    accept: string;
    maxBytes: number;
    /** The app's descriptive User-Agent (config.userAgent): tile usage policies require one. */
    userAgent: string;
  },
): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { 'User-Agent': opts.userAgent, Accept: opts.accept },
      redirect: 'follow',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError')
      throw new HttpError(504, `${opts.server} did not answer in time`);
    throw new HttpError(502, `${opts.server} could not be reached`);
  }
  if (res.status === 404) {
    await res.body?.cancel();
    throw new HttpError(404, `${opts.server} has no such ${opts.thing}`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new HttpError(502, `${opts.server} answered ${res.status}`);
  }
  if (Number(res.headers.get('content-length') ?? 0) > opts.maxBytes) {
    await res.body?.cancel();
    throw new HttpError(502, `${opts.server} sent too much`);
  }
  let body: Buffer;
  try {
    body = Buffer.from(await res.arrayBuffer());
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError')
      throw new HttpError(504, `${opts.server} did not answer in time`);
    throw new HttpError(502, `${opts.server} broke off its answer`);
  }
  if (body.length > opts.maxBytes) throw new HttpError(502, `${opts.server} sent too much`);
  return body;
}
