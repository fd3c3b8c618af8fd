import { addCatalogue, type Catalogue, hasNamespace, setCurrentLocale } from '@common/i18n/format';
import { isLocale, type Locale, negotiateLocale } from '@common/i18n/locales';
import { CLIENT_NAMESPACES, type ClientNamespace, EAGER_NAMESPACES } from '@common/i18n/namespaces';

/**
 * The language the app speaks now (docs/decisions.md "Languages"): a member's from their
 * profile, else the one chosen on this device, else the browser's. Only its files are fetched,
 * precompiled by the build (client/build/precompiled-messages.ts): the eager namespaces
 * before the first screen, a feature's namespace when a screen first asks for it (use-i18n.ts).
 */
const STORAGE_KEY = 'locale';
const PSEUDO = 'pseudo';

const files = import.meta.glob<Catalogue>(
  [
    '../../../../common/i18n/catalogues/*/*.json',
    // What only the server says never reaches the browser.
    '!../../../../common/i18n/catalogues/*/errors.json',
    '!../../../../common/i18n/catalogues/*/email.json',
    '!../../../../common/i18n/catalogues/*/push.json',
  ],
  { import: 'default' },
);

let active: Locale = 'en';
const listeners = new Set<() => void>();
const loading = new Map<string, Promise<void>>();

function storedValue(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function stored(): Locale | undefined {
  const value = storedValue();
  return isLocale(value) ? value : undefined;
}

/** The pseudo-locale is English's files, transformed as they arrive (pseudo.ts). */
const pseudo = () => storedValue() === PSEUDO;

/** The one chosen on this device, else the browser's first language Homegrown speaks. */
export function initialLocale(): Locale {
  if (pseudo()) return 'en';
  return stored() ?? negotiateLocale(navigator.languages ?? [navigator.language]);
}

/**
 * Fetches a namespace of a locale once; the same promise to everyone asking meanwhile (a
 * suspended screen waits on it). A failed fetch is tried again by the next asker.
 */
export function loadNamespace(locale: Locale, namespace: ClientNamespace): Promise<void> {
  if (hasNamespace(locale, namespace)) return Promise.resolve();
  const id = `${locale}/${namespace}`;
  let promise = loading.get(id);
  if (!promise) {
    const file = files[`../../../../common/i18n/catalogues/${id}.json`];
    if (!file) return Promise.reject(new Error(`No catalogue ${id}`));
    promise = file().then(
      async (messages) => {
        const shown =
          locale === 'en' && pseudo()
            ? (await import('./pseudo')).pseudoCatalogue(messages)
            : messages;
        addCatalogue(locale, namespace, shown, { precompiled: true });
      },
      (err: unknown) => {
        loading.delete(id);
        throw err;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

/**
 * Fetches the language's eager namespaces and every one the screens have used so far, then speaks
 * it: every text, zod's messages, <html lang>.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  const used = CLIENT_NAMESPACES.filter(
    (ns) => (EAGER_NAMESPACES as readonly string[]).includes(ns) || hasNamespace(active, ns),
  );
  await Promise.all(used.map((ns) => loadNamespace(locale, ns)));
  try {
    if (!pseudo()) localStorage.setItem(STORAGE_KEY, locale);
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
