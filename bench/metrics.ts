/**
 * The server's SQL statement counter, read from its Prometheus metrics (`/api/metrics`, with
 * the METRICS_TOKEN the bench starts it with): statements per request are the counter's
 * difference around a run, divided by the run's requests.
 */
export function statementCounter(url: string, token: string): () => Promise<number | undefined> {
  return async () => {
    const res = await fetch(`${url}/api/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
    if (!res?.ok) return undefined;
    const match = /^homegrown_db_statements_total (\d+)/m.exec(await res.text());
    return match ? Number(match[1]) : undefined;
  };
}

/**
 * Waits until the server sends next to no statements of its own (background jobs done: only
 * the job worker's poll and timers remain), at most `timeoutMs`. True when it went quiet.
 */
export async function waitQuiet(
  statements: () => Promise<number | undefined>,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  let last = await statements();
  if (last === undefined) return false;
  let quiet = 0;
  while (performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await statements();
    if (now === undefined) return false;
    // The worker's poll and the timers send a few a second at most.
    quiet = now - last <= 5 ? quiet + 1 : 0;
    last = now;
    if (quiet >= 2) return true;
  }
  return false;
}
