import { SelectField, TextArea, TextField } from '@client/components/field';
import { useT } from '@client/lib/i18n/use-i18n';
import type { ListingFormInput } from '@common/schemas/listing-inputs';
import {
  SEED_KINDS,
  SEED_NOTE_MAX,
  SEED_ORIGINS,
  SEED_YEAR_MIN,
} from '@common/schemas/listing-seed';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SEED_KIND_KEYS, SEED_ORIGIN_KEYS } from '../seed-labels';

/**
 * A seed listing's story in the listing form (docs/product.md §7.18), shown only while the
 * category is seeds: variety, kind, year saved, where they come from and a note.
 */
export function SeedFields({
  register,
  errors,
  note,
  thisYear,
}: {
  register: UseFormRegister<ListingFormInput>;
  errors: FieldErrors<ListingFormInput>['seed'];
  /** The note as typed, for its counter. */
  note: string;
  /** The browser's year: the latest the year field offers (the server checks its own). */
  thisYear: number;
}) {
  const t = useT('listings');
  return (
    <fieldset className="stack seed-fields">
      <legend className="field__label">{t('listings.seed.legend')}</legend>
      <TextField
        label={t('listings.seed.field.variety')}
        autoComplete="off"
        hint={t('listings.seed.field.varietyHint')}
        error={errors?.variety?.message}
        {...register('seed.variety')}
      />
      <SelectField
        label={t('listings.seed.field.kind')}
        error={errors?.kind?.message}
        {...register('seed.kind')}
      >
        {SEED_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(SEED_KIND_KEYS[kind])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('listings.seed.field.year')}
        type="number"
        inputMode="numeric"
        min={SEED_YEAR_MIN}
        max={thisYear}
        step={1}
        error={errors?.saved_year?.message}
        {...register('seed.saved_year')}
      />
      <SelectField
        label={t('listings.seed.field.origin')}
        error={errors?.origin?.message}
        {...register('seed.origin')}
      >
        <option value="">{t('listings.seed.field.originNone')}</option>
        {SEED_ORIGINS.map((origin) => (
          <option key={origin} value={origin}>
            {t(SEED_ORIGIN_KEYS[origin])}
          </option>
        ))}
      </SelectField>
      <TextArea
        label={t('listings.seed.field.note')}
        rows={2}
        maxLength={SEED_NOTE_MAX}
        hint={t('listings.seed.field.noteCounter', { count: note.length, max: SEED_NOTE_MAX })}
        error={errors?.note?.message}
        {...register('seed.note')}
      />
    </fieldset>
  );
}
