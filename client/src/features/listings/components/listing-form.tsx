import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { Checkbox, SelectField, TextArea, TextField } from '@client/components/field';
import { useT } from '@client/lib/i18n/use-i18n';
import { CATEGORIES, LISTING_TYPES } from '@common/codes';
import type {
  ListingFormInput,
  ListingFormOutput,
  ListingFormSchema,
} from '@common/schemas/listing-inputs';
import { NO_SEED_FORM } from '@common/schemas/listing-seed';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { useListingSave } from '../use-listing-save';
import {
  AvailableUntilField,
  availableUntilError,
  defaultProduceDay,
} from './available-until-field';
import { CategoryOptions, TypeOptions } from './code-options';
import { PhotoList } from './photo-list';
import { SeedFields } from './seed-fields';
import { SimmerField } from './simmer-field';

/**
 * The one form of the new and edit listing screens (docs/product.md §7.7, §7.8): the same fields
 * in the same order under the same labels; the category can be changed after posting too. The
 * screens differ only in `schema` (the title's rule), where the form starts, what Save sends
 * (`onSave`, given the chosen values and the "Available until" day) and the edit screen's Cancel.
 */
export function ListingForm({
  schema,
  defaults,
  initialUntil,
  save,
  onSave,
  onCancel,
  offerSimmer = false,
}: {
  schema: ListingFormSchema;
  defaults: ListingFormInput;
  /** The "Available until" day the form opens with, as the date field holds it ('' for none). */
  initialUntil: string;
  save: ReturnType<typeof useListingSave>;
  /** `simmerHours`: a new giveaway's wait before its draw (docs/product.md §7.16), else 0. */
  onSave: (values: ListingFormOutput, until: string, simmerHours: number) => Promise<void> | void;
  onCancel?: () => void;
  /** "Let it simmer", for a giveaway being created (a simmer is chosen only then). */
  offerSimmer?: boolean;
}) {
  const { photos, setPhotos, preparing, setPreparing, formError, clearError } = save;
  const t = useT('listings');
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ListingFormInput, unknown, ListingFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const isSell = Number(watch('type_id')) === LISTING_TYPES.sell;
  const simmers = offerSimmer && Number(watch('type_id')) === LISTING_TYPES.giveaway;
  const [simmerHours, setSimmerHours] = useState(0);
  const isProduce = Number(watch('category_id')) === CATEGORIES.produce;
  const isSeeds = Number(watch('category_id')) === CATEGORIES.seeds;
  const [thisYear] = useState(() => new Date().getFullYear());
  // docs/product.md §7.14: produce shows its default week; seeds and plants start without one.
  const [produceDay] = useState(() => defaultProduceDay(new Date()));
  const [until, setUntil] = useState(initialUntil);
  const [untilChecked, setUntilChecked] = useState(false);
  const untilError = availableUntilError(until, isProduce);

  const onSubmit = (values: ListingFormOutput) => {
    setUntilChecked(true);
    if (untilError) return;
    // The year saved can be no later than this one (docs/product.md §7.18); the server checks
    // it by its own clock too.
    if (isSeeds && values.seed.saved_year !== null && values.seed.saved_year > thisYear) {
      setError('seed.saved_year', {
        message: t('listings.seed.error.yearAhead', { year: String(thisYear) }),
      });
      return;
    }
    return onSave(values, until, simmers ? simmerHours : 0);
  };

  const categoryField = register('category_id', {
    onChange: (event) => {
      const produce = Number(event.target.value) === CATEGORIES.produce;
      // The untouched default follows the category: a week for produce, none otherwise.
      if (!produce && until === produceDay) setUntil('');
      if (produce && !until) setUntil(produceDay);
      // Another category has no story: what was typed for seeds goes (docs/product.md §7.18).
      if (Number(event.target.value) !== CATEGORIES.seeds) setValue('seed', NO_SEED_FORM);
    },
  });

  const typeField = register('type_id', {
    onChange: (event) => {
      // docs/product.md §7.7: exchange and giveaway reset the price to 0.
      if (Number(event.target.value) !== LISTING_TYPES.sell) setValue('price', '0');
      else setValue('price', '');
    },
  });

  const saveButton = (
    <Button type="submit" block disabled={isSubmitting || preparing}>
      {t(isSubmitting ? 'listings.action.saving' : 'listings.action.save')}
    </Button>
  );

  return (
    <form className="stack listing-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <PhotoList photos={photos} onChange={setPhotos} onBusy={setPreparing} />
      {/* Beside the photos on a desktop (docs/product.md §2.6). */}
      <div className="stack listing-form__fields">
        {formError && <Alert onDismiss={clearError}>{formError}</Alert>}
        <TextField
          label={t('listings.form.title')}
          required
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <SelectField label={t('listings.form.type')} {...typeField}>
          <TypeOptions />
        </SelectField>
        <SelectField
          label={t('listings.form.category')}
          error={errors.category_id?.message}
          {...categoryField}
        >
          <CategoryOptions />
        </SelectField>
        {isSeeds && (
          <SeedFields
            register={register}
            errors={errors.seed}
            note={watch('seed.note') ?? ''}
            thisYear={thisYear}
          />
        )}
        {simmers && <SimmerField value={simmerHours} onChange={setSimmerHours} />}
        <AvailableUntilField
          value={until}
          onChange={setUntil}
          produce={isProduce}
          error={untilChecked ? untilError : undefined}
        />
        {isSell && (
          <TextField
            label={t('listings.form.price')}
            type="number"
            inputMode="decimal"
            min={1}
            step={1}
            error={errors.price?.message}
            {...register('price')}
          />
        )}
        <TextArea
          label={t('listings.form.description')}
          error={errors.description?.message}
          {...register('description')}
        />
        <Checkbox label={t('listings.form.public')} {...register('is_public')} />
        {onCancel ? (
          <div className="row">
            <Button variant="secondary" block onClick={onCancel}>
              {t('listings.action.cancel')}
            </Button>
            {saveButton}
          </div>
        ) : (
          saveButton
        )}
      </div>
    </form>
  );
}
