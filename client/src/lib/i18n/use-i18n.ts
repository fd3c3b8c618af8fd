import { formatMessage, type MessageValues } from '@common/i18n/format';
import type { Locale, MessageKey } from '@common/i18n/locales';
import { useCallback, useSyncExternalStore } from 'react';
import { localeStore } from './locale-store';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The language the app speaks now; a component using it renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(localeStore.subscribe, localeStore.get, localeStore.get);
}

/** `t(key, values)`: a catalogue message in the current language. */
export function useT(): Translate {
  const locale = useLocale();
  return useCallback<Translate>((key, values) => formatMessage(locale, key, values), [locale]);
}
