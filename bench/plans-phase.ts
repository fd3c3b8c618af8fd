import { type BenchContext, openDatabase } from './context';
import { readFixtures } from './fixtures';
import { checkPlans, type PlanCheck } from './plans';

/** Query plans and the request fixtures, read before the server owns the (embedded) database. */
export async function plansPhase(ctx: BenchContext) {
  ctx.log('Query plans…');
  const sql = await openDatabase(ctx);
  let plans: PlanCheck[];
  let serverVersion = '';
  const fixtures = await readFixtures(sql);
  try {
    const [version] = await sql.query<{ v: string }>(
      "select current_setting('server_version') as v",
    );
    serverVersion = version?.v ?? '';
    plans = await checkPlans(sql, fixtures, ctx.secret);
  } finally {
    await sql.close();
  }
  const extra = {
    name: `plans-${ctx.embedded ? 'pglite' : 'postgres'}.txt`,
    text: plans.map((p) => `=== ${p.label}\n${p.text}\n`).join('\n'),
  };
  return { fixtures, plans, serverVersion, extra };
}
