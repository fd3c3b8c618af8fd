import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSteppedList } from './use-stepped-list';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Records how many items each of its renders showed. */
function List({ items, drawn }: { items: readonly number[]; drawn: number[] }) {
  const shown = useSteppedList(items, 20);
  drawn.push(shown.length);
  return <p>{shown.length}</p>;
}

/** Lets every step run: each one schedules the next only once React has committed it. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await act(async () => vi.runAllTimers());
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSteppedList', () => {
  it('draws the first step at once, then a step more in each following task', async () => {
    const drawn: number[] = [];
    render(<List items={range(50)} drawn={drawn} />);
    expect(drawn).toEqual([20]);
    await act(async () => vi.advanceTimersByTime(0));
    expect(drawn.at(-1)).toBe(40);
    await act(async () => vi.advanceTimersByTime(0));
    expect(drawn.at(-1)).toBe(50);
    await settle();
    expect(drawn.at(-1)).toBe(50);
  });

  it('keeps what is shown when the list changes, and steps in only what is beyond it', async () => {
    const drawn: number[] = [];
    const view = render(<List items={range(50)} drawn={drawn} />);
    await settle();
    expect(drawn.at(-1)).toBe(50);
    drawn.length = 0;
    view.rerender(<List items={range(100)} drawn={drawn} />);
    expect(drawn[0]).toBeGreaterThanOrEqual(50);
    await settle();
    expect(drawn.at(-1)).toBe(100);
    expect(drawn.every((n) => n >= 50)).toBe(true);
  });

  it('shows a short list whole at once', () => {
    const drawn: number[] = [];
    render(<List items={range(7)} drawn={drawn} />);
    expect(drawn).toEqual([7]);
  });
});
