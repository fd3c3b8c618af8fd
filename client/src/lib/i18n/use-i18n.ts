import { formatMessage, hasNamespace, type MessageValues } from '@common/i18n/format';
import type { Locale } from '@common/i18n/locales';
import type { ClientNamespace, KeyOf } from '@common/i18n/namespaces';
import { useCallback, useSyncExternalStore } from 'react';
import { loadNamespace, localeStore } from './locale-store';

export type Translate<N extends ClientNamespace = 'core'> = (
  key: KeyOf<'core' | N>,
  values?: MessageValues,
) => string;

/** The language the app speaks now; a component using it renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(localeStore.subscribe, localeStore.get, localeStore.get);
}

/**
 * `t(key, values)`: a message of the core or of the namespaces named, in the current language.
 * A namespace not fetched yet suspends the component until it is (docs/decisions.md
 * "Languages"); a screen names every namespace its parts use, so it waits once, not per part.
 */
export function useT<N extends ClientNamespace = 'core'>(...namespaces: N[]): Translate<N> {
  const locale = useLocale();
  // The file's promise is thrown, as Suspense has always taken one, rather than given to
  // `use()`: React replays a component whose `use()` resolved at once with the hooks of that
  // first try, and a `use()` left out on the replay (the file was in by then) broke them
  // (React error 467); calling `use()` on every render instead makes every test's act() warn.
  for (const namespace of namespaces)
    if (!hasNamespace(locale, namespace)) throw loadNamespace(locale, namespace);
  return useCallback<Translate<N>>((key, values) => formatMessage(locale, key, values), [locale]);
}
