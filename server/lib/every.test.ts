import { describe, expect, it, vi } from 'vitest';
import { every } from './every';

describe('every', () => {
  it('runs a task first after a delay, then again and again, through its failures, until stopped', async () => {
    let runs = 0;
    const onError = vi.fn();
    const job = every(
      async () => {
        runs += 1;
        if (runs === 2) throw new Error('database away');
      },
      { firstMs: 5, everyMs: 5, onError },
    );
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 2000 });
    await job.stop();
    const stoppedAt = runs;
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'database away' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(stoppedAt);
  });

  it('waits for a run to finish before the next is due', async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const job = every(
      async () => {
        running += 1;
        if (running > 1) overlapped = true;
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
      },
      { firstMs: 1, everyMs: 1, onError: () => {} },
    );
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 2000 });
    await job.stop();
    expect(overlapped).toBe(false);
  });

  it('lets a run under way finish before stop() answers', async () => {
    let finished = false;
    let started = false;
    const job = every(
      async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished = true;
      },
      { firstMs: 1, everyMs: 60_000, onError: () => {} },
    );
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 2000 });
    await job.stop();
    expect(finished).toBe(true);
  });
});
