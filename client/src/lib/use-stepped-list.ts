import { useEffect, useState } from 'react';

/**
 * A list whose items are costly to put on the page all at once (map markers: each one is
 * DOM that Leaflet builds as React commits it, which no background render can split): the
 * first `step` items at once, then `step` more in each following task, so no single task
 * holds a slow phone for long. What was shown stays shown when the list changes; only the
 * items beyond it are stepped in.
 */
export function useSteppedList<T>(items: readonly T[], step: number): readonly T[] {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(() => setCount((shown) => shown + step), 0);
    return () => clearTimeout(timer);
  }, [count, items.length, step]);
  return count >= items.length ? items : items.slice(0, count);
}
