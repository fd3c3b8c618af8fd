import { SelectField } from '@client/components/field';
import { errorMessage } from '@client/lib/api';
import { switchLocale } from '@client/lib/i18n/locale-store';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { profileKey } from '@client/lib/query-keys';
import { isLocale, LOCALES, type Locale } from '@common/i18n/locales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '../api';

/**
 * The member's language (docs/decisions.md "Languages"), each named in itself. The app speaks
 * it at once; saved to the profile, it follows the member to their other devices and e-mails.
 * A select like "Distances in" beside it, rather than the home page's LanguageSwitch, which has
 * no visible label and leaves the cached profile behind.
 */
export function LanguageSetting() {
  const locale = useLocale();
  const t = useT('profile');
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: async (next: Locale) => {
      await switchLocale(next);
      return updateProfile({ locale: next });
    },
    // The profile read from now on names the new language, so nothing switches back.
    onSuccess: (answer) => client.setQueryData(profileKey, answer.user),
  });
  return (
    <SelectField
      label={t('language.label')}
      value={locale}
      disabled={save.isPending}
      error={save.error ? errorMessage(save.error, t('profile.language.failed')) : undefined}
      onChange={(event) => {
        if (isLocale(event.target.value)) save.mutate(event.target.value);
      }}
    >
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={l}>
          {t(`language.${l}`)}
        </option>
      ))}
    </SelectField>
  );
}
