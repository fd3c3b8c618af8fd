import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { LISTING_TYPES } from '../../../../../common/codes';
import { listingCreateSchema } from '../../../../../common/schemas/listings';
import { Button } from '../../../components/button';
import { Alert } from '../../../components/feedback';
import { Checkbox, SelectField, TextArea, TextField } from '../../../components/field';
import { PageHeader } from '../../../components/page-header';
import { errorDetail, statusOf } from '../../../lib/api';
import { paths } from '../../../paths';
import { createListing, listingChanged } from '../api';
import { CategoryOptions, TypeOptions } from '../components/code-options';
import { PhotoPicker } from '../components/photo-picker';
import '../listings.css';

type FormInput = z.input<typeof listingCreateSchema>;
type FormOutput = z.output<typeof listingCreateSchema>;

/** Create listing (/listings/new), with SPEC.md §5's rules from the schema the API uses. */
export function NewListingPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [file, setFile] = useState<File>();
  const [preparing, setPreparing] = useState(false);
  const [formError, setFormError] = useState<string>();
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

  const onSubmit = async (values: FormOutput) => {
    setFormError(undefined);
    try {
      const listing = await createListing(
        {
          title: values.title,
          description: values.description,
          price: values.price,
          type_id: values.type_id,
          category_id: values.category_id,
          is_public: values.is_public,
        },
        file,
      );
      await listingChanged(client, listing);
      navigate(paths.myListings);
    } catch (error) {
      // A refused photo (413, 415) says why; anything else gets SPEC.md §8's message.
      const status = statusOf(error);
      setFormError(
        (status === 413 || status === 415 || status === 422 ? errorDetail(error) : undefined) ??
          'Failed to create listing. Please try again later.',
      );
    }
  };

  const typeField = register('type_id', {
    onChange: (event) => {
      // SPEC.md §5: exchange and giveaway reset the price to 0.
      if (Number(event.target.value) !== LISTING_TYPES.sell) setValue('price', '0');
      else setValue('price', '');
    },
  });

  return (
    <div className="page listing-form-page">
      <PageHeader title="New listing" back={paths.myListings} />
      <form className="stack" onSubmit={handleSubmit(onSubmit)} noValidate>
        <PhotoPicker file={file} onFile={setFile} onBusy={setPreparing} />
        {formError && <Alert onDismiss={() => setFormError(undefined)}>{formError}</Alert>}
        <TextField
          label="Title"
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <SelectField label="Type" {...typeField}>
          <TypeOptions />
        </SelectField>
        <SelectField label="Category" {...register('category_id')}>
          <CategoryOptions />
        </SelectField>
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
