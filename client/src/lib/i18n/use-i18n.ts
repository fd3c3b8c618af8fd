import { formatMessage, type MessageValues } from '@common/i18n/format';
import type { Locale } from '@common/i18n/locales';
import type { ClientNamespace, KeyOf } from '@common/i18n/namespaces';
import { use, useCallback, useSyncExternalStore } from 'react';
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
  // Called whether loaded or not: the same calls on every try of a render. A `use()` left out
  // once the file was in made React replay the component with the wrong hooks (React error
  // 467, "Update hook called on initial render").
  for (const namespace of namespaces) use(loadNamespace(locale, namespace));
  return useCallback<Translate<N>>((key, values) => formatMessage(locale, key, values), [locale]);
}
