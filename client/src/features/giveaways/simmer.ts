import { formatMessage } from '@common/i18n/format';
import { formatDate } from '@common/i18n/formats';
import type { Locale } from '@common/i18n/locales';
import { useEffect, useState } from 'react';

/** The longest wait setTimeout takes (about 24.8 days); a simmer is at most 24 hours. */
const MAX_TIMEOUT = 2 ** 31 - 1;

/**
 * Whether a giveaway still simmers (docs/product.md §7.16), turning false on its own when the
 * simmer ends with the page open: the draw button wakes up without a reload.
 */
export function useSimmering(until: string | null): boolean {
  const end = until ? new Date(until).getTime() : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (end <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(end - now + 50, MAX_TIMEOUT));
    return () => clearTimeout(timer);
  }, [end, now]);
  return end > now;
}

/** "Sat 10:00 AM": the simmer's end, the weekday and time as the reader's language writes them. */
export function simmerEnd(locale: Locale, until: string): { day: string; time: string } {
  return { day: formatDate(locale, until, 'weekday'), time: formatDate(locale, until, 'time') };
}

/** "Choosing on Sat 10:00 AM: tap I'm interested", to a neighbour (and a guest). */
export function choosingLine(locale: Locale, until: string): string {
  return formatMessage(locale, 'giveaways.simmer.choosing', simmerEnd(locale, until));
}
