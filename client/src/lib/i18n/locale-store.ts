import { addCatalogue, type Catalogue, hasCatalogue, setCurrentLocale } from '@common/i18n/format';
import { isLocale, type Locale, negotiateLocale } from '@common/i18n/locales';

/**
 * The language the app speaks now (docs/decisions.md "Languages"): a member's from their
 * profile, else the one chosen on this device, else the browser's. Only its catalogue is
 * fetched, precompiled by the build (client/build/precompiled-messages.ts).
 */
const STORAGE_KEY = 'locale';

const catalogues: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('@common/i18n/catalogues/en.json'),
  es: () => import('@common/i18n/catalogues/es.json'),
};

let active: Locale = 'en';
const listeners = new Set<() => void>();

function stored(): Locale | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The one chosen on this device, else the browser's first language Homegrown speaks. */
export function initialLocale(): Locale {
  return stored() ?? negotiateLocale(navigator.languages ?? [navigator.language]);
}

async function load(locale: Locale): Promise<void> {
  if (hasCatalogue(locale)) return;
  const module = await catalogues[locale]();
  addCatalogue(locale, module.default as Catalogue);
}

/** Fetches the language's catalogue, then speaks it: every text, zod's messages, <html lang>. */
export async function switchLocale(locale: Locale): Promise<void> {
  await load(locale);
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (locale === active && document.documentElement.lang === locale) return;
  active = locale;
  setCurrentLocale(locale);
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

export const localeStore = {
  get: (): Locale => active,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
