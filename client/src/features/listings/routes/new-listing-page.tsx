import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { Checkbox, SelectField, TextArea, TextField } from '@client/components/field';
import { PageHeader } from '@client/components/page-header';
import { paths } from '@client/paths';
import { CATEGORIES, LISTING_TYPES } from '@common/codes';
import { listingCreateSchema } from '@common/schemas/listing-inputs';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { createListing } from '../api';
import {
  AvailableUntilField,
  availableUntilBody,
  availableUntilError,
  defaultProduceDay,
} from '../components/available-until-field';
import { CategoryOptions, TypeOptions } from '../components/code-options';
import { PhotoList } from '../components/photo-list';
import { photoChanges } from '../photo-drafts';
import { useListingSave } from '../use-listing-save';
import '../listings.css';

type FormInput = z.input<typeof listingCreateSchema>;
type FormOutput = z.output<typeof listingCreateSchema>;

/** Create listing (/listings/new), with docs/product.md §7.12's rules from the schema the API uses. */
export function NewListingPage() {
  const navigate = useNavigate();
  const { photos, setPhotos, preparing, setPreparing, formError, clearError, submit } =
    useListingSave('Failed to create listing. Please try again later.');
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(listingCreateSchema),
    defaultValues: {
      title: '',
      description: '',
      price: '',
      type_id: String(LISTING_TYPES.sell),
      category_id: '1',
      is_public: true,
    },
  });
  const isSell = Number(watch('type_id')) === LISTING_TYPES.sell;
  // docs/product.md §7.14: produce shows its default week; seeds and plants start without one.
  const [produceDay] = useState(() => defaultProduceDay(new Date()));
  const [until, setUntil] = useState(produceDay);
  const [untilChecked, setUntilChecked] = useState(false);
  const isProduce = Number(watch('category_id')) === CATEGORIES.produce;
  const untilError = availableUntilError(until, isProduce);

  const onSubmit = (values: FormOutput) => {
    setUntilChecked(true);
    if (untilError) return;
    return submit(
      (drafts) =>
        createListing(
          {
            title: values.title,
            description: values.description,
            price: values.price,
            type_id: values.type_id,
            category_id: values.category_id,
            is_public: values.is_public,
            available_until: availableUntilBody(until, isProduce ? produceDay : ''),
          },
          photoChanges(drafts).files,
        ),
      () => navigate(paths.myListings),
    );
  };

  const categoryField = register('category_id', {
    onChange: (event) => {
      const produce = Number(event.target.value) === CATEGORIES.produce;
      // The untouched default follows the category: a week for produce, none otherwise.
      if (!produce && until === produceDay) setUntil('');
      if (produce && !until) setUntil(produceDay);
    },
  });

  const typeField = register('type_id', {
    onChange: (event) => {
      // docs/product.md §7.7: exchange and giveaway reset the price to 0.
      if (Number(event.target.value) !== LISTING_TYPES.sell) setValue('price', '0');
      else setValue('price', '');
    },
  });

  return (
    <div className="page listing-form-page">
      <PageHeader title="New listing" back={paths.myListings} />
      <form className="stack" onSubmit={handleSubmit(onSubmit)} noValidate>
        <PhotoList photos={photos} onChange={setPhotos} onBusy={setPreparing} />
        {formError && <Alert onDismiss={clearError}>{formError}</Alert>}
        <TextField
          label="Title"
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <SelectField label="Type" {...typeField}>
          <TypeOptions />
        </SelectField>
        <SelectField label="Category" {...categoryField}>
          <CategoryOptions />
        </SelectField>
        <AvailableUntilField
          value={until}
          onChange={setUntil}
          produce={isProduce}
          error={untilChecked ? untilError : undefined}
        />
        {isSell && (
          <TextField
            label="Price"
            type="number"
            inputMode="decimal"
            min={1}
            step={1}
            error={errors.price?.message}
            {...register('price')}
          />
        )}
        <TextArea
          label="Description"
          error={errors.description?.message}
          {...register('description')}
        />
        <Checkbox label="publish the post to public" {...register('is_public')} />
        <Button type="submit" block disabled={isSubmitting || preparing}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </div>
  );
}
