import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGradualList } from './use-gradual-list';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Records how many items each of its renders showed. */
function List({ items, drawn }: { items: readonly number[]; drawn: number[] }) {
  const shown = useGradualList(items, 8);
  drawn.push(shown.length);
  return <p>{shown.length}</p>;
}

function renderList(items: readonly number[]) {
  const drawn: number[] = [];
  const view = render(<List items={items} drawn={drawn} />);
  return {
    drawn,
    rerender: (next: readonly number[]) => view.rerender(<List items={next} drawn={drawn} />),
  };
}

describe('useGradualList', () => {
  it('draws the first items at once and the whole list after', async () => {
    const { drawn, rerender } = renderList([]);
    await act(async () => rerender(range(50)));
    expect(drawn).toEqual([0, 8, 50]);
  });

  it('keeps what is shown while a longer list is drawn, never shrinking it', async () => {
    const { drawn, rerender } = renderList([]);
    await act(async () => rerender(range(50)));
    drawn.length = 0;
    await act(async () => rerender(range(100)));
    expect(drawn).toEqual([50, 100]);
  });
});
