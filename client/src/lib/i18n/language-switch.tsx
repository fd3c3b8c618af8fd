import { LOCALES, type Locale } from '@common/i18n/locales';
import { useSession } from '../session';
import { switchLocale } from './locale-store';
import { useLocale, useT } from './use-i18n';

/** A member's choice is their profile's too (the HTTP client and contract fetched only then). */
async function saveForMember(locale: Locale): Promise<void> {
  const [{ call }, { userContracts }] = await Promise.all([
    import('../api-client'),
    import('@common/contracts/users'),
  ]);
  await call(userContracts.updateProfile, { body: { locale } });
}

/**
 * The choice of language on the home and sign-in pages (docs/decisions.md "Languages"); each
 * language is named in itself. A guest's stays on this device; a member's goes to their profile.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useT();
  const signedIn = !!useSession();
  const choose = async (next: Locale) => {
    await switchLocale(next);
    if (signedIn) await saveForMember(next).catch(() => undefined);
  };
  return (
    <label className={className}>
      <span className="visually-hidden">{t('language.label')}</span>
      <select value={locale} onChange={(event) => void choose(event.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
