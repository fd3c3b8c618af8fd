import { Router } from 'express';
import type { AppContext } from '../../context';

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

/**
 * /api/health: the process serves and its database answers (SIGTERM-aware load balancers and
 * the foundation's contract). /api/ready: also Redis, when configured.
 */
export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  const databaseUp = () =>
    withTimeout(ctx.database.ping(), PING_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
  const redisUp = async () => {
    if (!ctx.redis) return true;
    return withTimeout(ctx.redis.ping(), PING_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
  };

  router.get('/health', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (await databaseUp()) res.json({ status: 'ok' });
    else res.status(503).json({ detail: 'Database unavailable' });
  });

  router.get('/ready', async (_req, res) => {
    const [database, redis] = await Promise.all([databaseUp(), redisUp()]);
    const checks = {
      database: database ? 'ok' : 'down',
      redis: ctx.redis ? (redis ? 'ok' : 'down') : 'not configured',
    };
    res.set('Cache-Control', 'no-store');
    if (database && redis) res.json({ status: 'ok', checks });
    else res.status(503).json({ detail: 'Not ready', checks });
  });
  return router;
}
