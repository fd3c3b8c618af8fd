import type { KeyOf, Namespace } from './namespaces';

/** The languages Homegrown speaks (docs/decisions.md "Languages"); English is the fallback. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The tag Intl formats each locale with: Homegrown's neighbourhoods are in the US, so Spanish
 * writes prices and dates as US Spanish does ("$4.50", "14 jun").
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Every message's key: English's catalogues are the reference the others must match. */
export type MessageKey = KeyOf<Namespace>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale of a language tag ("es-MX" → "es"), or undefined when Homegrown lacks it. */
function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/**
 * The best locale for an Accept-Language header (highest q first, the earlier among equals) or
 * for a browser's `navigator.languages`; English when none is one Homegrown speaks.
 */
export function negotiateLocale(wanted: string | readonly string[] | undefined): Locale {
  const ranked =
    typeof wanted === 'string'
      ? wanted
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            return { tag, q: q === undefined ? 1 : Number(q.slice(2)), index };
          })
          .filter((e) => e.tag && Number.isFinite(e.q) && e.q > 0)
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map((e) => e.tag)
      : (wanted ?? []);
  for (const tag of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
