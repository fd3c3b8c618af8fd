import { createHash, timingSafeEqual } from 'node:crypto';
import { metricsContracts as contracts } from '@common/contracts/metrics';
import type { Config } from '@server/config';
import { implement } from '@server/http/route';
import { notFound } from '@server/lib/errors';
import type { Request } from 'express';
import type { Metrics } from './metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Digests of equal length: the comparison takes as long whatever the guess. */
function bearerIs(req: Request, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(req.get('authorization') ?? '');
  return !!match && timingSafeEqual(digest(match[1]!), expected);
}

/**
 * The host's own scraper: the socket's peer is loopback (X-Forwarded-For is never believed,
 * whatever TRUST_PROXY says), and the request was not relayed by a proxy on this host, which
 * would name the client it came from.
 */
function fromThisHost(req: Request): boolean {
  return (
    LOOPBACK.has(req.socket.remoteAddress ?? '') &&
    req.get('x-forwarded-for') === undefined &&
    req.get('forwarded') === undefined
  );
}

/**
 * /api/metrics, served before authentication (`ownCredentials`) so that the metrics token is
 * not taken for a member's token (docs/decisions.md "Metrics"). Anyone else gets the 404 of
 * an unknown path.
 */
export function metricsRoutes(ctx: { config: Pick<Config, 'metricsToken'>; metrics: Metrics }) {
  const token = ctx.config.metricsToken;
  const expected = token === undefined ? undefined : digest(token);
  const allowed = (req: Request) => (expected ? bearerIs(req, expected) : fromThisHost(req));
  return [
    implement(
      contracts.metrics,
      { access: 'guest', ownCredentials: true },
      async ({ req, res }) => {
        if (!allowed(req)) throw notFound();
        res
          .set('Cache-Control', 'no-store')
          .set('Content-Type', ctx.metrics.registry.contentType)
          .send(await ctx.metrics.registry.metrics());
      },
    ),
  ];
}
