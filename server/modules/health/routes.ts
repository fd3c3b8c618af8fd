import { healthContracts as contracts } from '@common/contracts/health';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { textFor } from '@server/i18n';

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

/** Whether a dependency answered its ping in time. */
const answers = (ping: Promise<unknown>) =>
  withTimeout(ping, PING_TIMEOUT_MS).then(
    () => true,
    () => false,
  );

/**
 * /api/health: the process serves and its database answers (SIGTERM-aware load balancers and
 * the foundation's contract). /api/ready: also Redis, when configured.
 */
export function healthRoutes(ctx: AppContext) {
  const databaseUp = () => answers(ctx.database.ping());
  const redisUp = async () => (ctx.redis ? answers(ctx.redis.ping()) : true);

  return [
    implement(contracts.health, { access: 'guest' }, async ({ req, res }) => {
      res.set('Cache-Control', 'no-store');
      if (await databaseUp()) return { status: 'ok' as const };
      res.status(503).json({ detail: textFor(req, 'errors.health.databaseDown') });
    }),
    implement(contracts.ready, { access: 'guest' }, async ({ req, res }) => {
      const [database, redis] = await Promise.all([databaseUp(), redisUp()]);
      const checks = {
        database: database ? 'ok' : 'down',
        redis: ctx.redis ? (redis ? 'ok' : 'down') : 'not configured',
      } as const;
      res.set('Cache-Control', 'no-store');
      if (database && redis) return { status: 'ok' as const, checks };
      res.status(503).json({ detail: textFor(req, 'errors.health.notReady'), checks });
    }),
  ];
}
