import { useDeferredValue } from 'react';

/**
 * A long list drawn in two steps when it arrives: the first `first` items with the rest of
 * the screen, then the whole list in a background render that React splits into short tasks
 * (a slow phone stays responsive instead of freezing while 50 cards are built). A list that
 * grows (the next page) keeps what is shown until the longer one is ready. `items` must keep
 * its identity between renders (memoize it), or every render starts another background one.
 */
export function useGradualList<T>(items: readonly T[], first: number): readonly T[] {
  const deferred = useDeferredValue(items);
  return deferred !== items && deferred.length < first ? items.slice(0, first) : deferred;
}
