import { SelectField } from '@client/components/field';
import { errorMessage } from '@client/lib/api';
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
      label="Distances in"
      value={shown ?? ''}
      disabled={save.isPending}
      error={save.error ? errorMessage(save.error, 'Failed to save the setting') : undefined}
      onChange={(event) => save.mutate((event.target.value || null) as DistanceUnit | null)}
    >
      <option value="mi">Miles</option>
      <option value="km">Kilometres</option>
      <option value="">As my browser</option>
    </SelectField>
  );
}
