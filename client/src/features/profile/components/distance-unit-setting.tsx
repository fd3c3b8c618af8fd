import { SelectField } from '@client/components/field';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { listingsKey, profileKey } from '@client/lib/query-keys';
import type { UserProfile } from '@common/types';
import type { DistanceUnit } from '@common/units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '../api';

/**
 * "Distances in" (docs/product.md §4.1, §6.3): miles, kilometres, or whatever the browser's
 * language says (null). Saved as soon as it is chosen; listings are read again in the new unit.
 */
export function DistanceUnitSetting({ profile }: { profile: UserProfile }) {
  const client = useQueryClient();
  const t = useT('profile');
  const save = useMutation({
    mutationFn: (unit: DistanceUnit | null) => updateProfile({ distance_unit: unit }),
    onSuccess: (answer) => {
      client.setQueryData(profileKey, answer.user);
      client.invalidateQueries({ queryKey: listingsKey });
    },
  });
  const shown = save.isPending ? save.variables : profile.distance_unit;
  return (
    <SelectField
      label={t('profile.distance.label')}
      value={shown ?? ''}
      disabled={save.isPending}
      error={save.error ? errorMessage(save.error, t('profile.distance.failed')) : undefined}
      onChange={(event) => save.mutate((event.target.value || null) as DistanceUnit | null)}
    >
      <option value="mi">{t('profile.distance.mi')}</option>
      <option value="km">{t('profile.distance.km')}</option>
      <option value="">{t('profile.distance.browser')}</option>
    </SelectField>
  );
}
