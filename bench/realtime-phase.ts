import type { BenchContext } from './context';
import { realtimeRun } from './realtime';
import { ms } from './report';
import type { ServerHandle } from './server';

/** Members chatting over Socket.IO at a steady rate, on a server started for this run alone. */
export async function realtimePhase(
  ctx: BenchContext,
  server: ServerHandle,
  members: { id: number; token: string }[],
) {
  const { load } = ctx.options;
  const realtime = await realtimeRun({
    url: server.url,
    members,
    rate: load.messageRate,
    seconds: load.realtimeSeconds,
    rss: () => server.rss(),
  });
  ctx.log(
    `  p50 ${ms(realtime.p50)}, p99 ${ms(realtime.p99)}, lost ${realtime.lost}, doubled ${realtime.doubled}`,
  );
  return realtime;
}
