import type { Counts } from './options';

/** The figures mean something only if the answers are right: check one of each first. */
export async function sanityCheck(url: string, token: string, counts: Counts) {
  const res = await fetch(`${url}/api/listings/?friends=false&public=true&sort=newest&state_id=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { owner_username?: string }[];
  const expected = Math.min(50, Math.floor(counts.listings * 0.5));
  if (!res.ok || body.length < expected || !body.every((l) => l.owner_username)) {
    throw new Error(`The marketplace page answered ${res.status} with ${body.length} listings`);
  }
  const reference = await fetch(`${url}/api/bench/reference`);
  if (!reference.ok)
    throw new Error(
      "The reference route is missing: is this the bench's server (bench/bench-server.ts)?",
    );
}

/** The bench-only switch that holds the server's background jobs (bench/bench-server.ts). */
export function jobQueue(url: string) {
  const post = async (action: 'pause' | 'resume') => {
    const res = await fetch(`${url}/api/bench/jobs/${action}`, { method: 'POST' });
    if (res.status !== 204) throw new Error(`Could not ${action} the job queue: ${res.status}`);
  };
  return { pause: () => post('pause'), resume: () => post('resume') };
}
