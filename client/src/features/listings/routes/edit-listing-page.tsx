import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { Checkbox, SelectField, TextArea, TextField } from '@client/components/field';
import { PageHeader } from '@client/components/page-header';
import { statusOf } from '@client/lib/api';
import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import { CATEGORIES, LISTING_TYPES } from '@common/codes';
import { listingEditFormSchema } from '@common/schemas/listing-inputs';
import type { Listing } from '@common/types';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { updateListing, useListing } from '../api';
import {
  AvailableUntilField,
  availableUntilBody,
  availableUntilError,
} from '../components/available-until-field';
import { TypeOptions } from '../components/code-options';
import { PhotoList } from '../components/photo-list';
import { dateInputValue } from '../freshness';
import { draftsOf, photoChanges } from '../photo-drafts';
import { useListingSave } from '../use-listing-save';
import { useCarriedListing, useListingId } from './listing-detail-page';
import '../listings.css';

type FormInput = z.input<typeof listingEditFormSchema>;
type FormOutput = z.output<typeof listingEditFormSchema>;

/** Edit listing, at both /listings/{id}/edit and /editlisting/{id} (docs/product.md §7.8). */
export function EditListingPage() {
  const id = useListingId();
  const carried = useCarriedListing(id);
  const { data, error, isPending } = useListing(id);
  const session = useSession();
  if (!Number.isInteger(id) || statusOf(error) === 404) {
    return <Navigate to={paths.notFound} replace />;
  }
  // The carried copy may be stale; the form starts from what the server holds.
  if (isPending && !error) {
    return (
      <div className="page">
        <PageHeader title="Edit listing" back={paths.listing(id)} />
        <Loading />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="page">
        <PageHeader title="Edit listing" back={carried ? paths.listing(id) : paths.myListings} />
        <Alert>Failed to fetch listing details. Please try again later.</Alert>
      </div>
    );
  }
  if (data.owner_id !== session?.user.id) return <Navigate to={paths.listing(id)} replace />;
  return <EditListingForm listing={data} />;
}

function EditListingForm({ listing }: { listing: Listing }) {
  const navigate = useNavigate();
  const { photos, setPhotos, preparing, setPreparing, formError, clearError, submit } =
    useListingSave('Failed to update listing. Please try again.', draftsOf(listing));
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(listingEditFormSchema),
    defaultValues: {
      title: listing.title,
      description: listing.description,
      price: String(listing.price),
      type_id: String(listing.type_id),
      is_public: listing.is_public,
    },
  });
  const isSell = Number(watch('type_id')) === LISTING_TYPES.sell;
  const [initialUntil] = useState(() =>
    listing.available_until ? dateInputValue(new Date(listing.available_until)) : '',
  );
  const [until, setUntil] = useState(initialUntil);
  const [untilChecked, setUntilChecked] = useState(false);
  const isProduce = listing.category_id === CATEGORIES.produce;
  const untilError = availableUntilError(until, isProduce);

  const onSubmit = (values: FormOutput) => {
    setUntilChecked(true);
    if (untilError) return;
    const availableUntil = availableUntilBody(until, initialUntil);
    return submit(
      (drafts) =>
        // docs/product.md §7.8: exactly these fields; is_active, state_id and category_id unchanged.
        updateListing(
          listing.id,
          {
            title: values.title,
            description: values.description,
            price: values.price,
            is_active: listing.is_active,
            type_id: values.type_id,
            state_id: listing.state_id,
            category_id: listing.category_id,
            is_public: values.is_public,
            // Only when changed: a date picked anew puts an expired listing back (§7.14).
            ...(availableUntil === undefined ? {} : { available_until: availableUntil }),
          },
          photoChanges(drafts, listing),
        ),
      () => navigate(paths.listing(listing.id)),
    );
  };

  return (
    <div className="page listing-form-page">
      <PageHeader title="Edit listing" back={paths.listing(listing.id)} />
      <form className="stack" onSubmit={handleSubmit(onSubmit)} noValidate>
        <PhotoList photos={photos} onChange={setPhotos} onBusy={setPreparing} />
        {formError && <Alert onDismiss={clearError}>{formError}</Alert>}
        <TextField
          label="Item Name"
          required
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <SelectField label="Type" {...register('type_id')}>
          <TypeOptions />
        </SelectField>
        {isSell && (
          <TextField
            label="Price"
            inputMode="decimal"
            error={errors.price?.message}
            {...register('price')}
          />
        )}
        <TextArea
          label="Description"
          error={errors.description?.message}
          {...register('description')}
        />
        <AvailableUntilField
          value={until}
          onChange={setUntil}
          produce={isProduce}
          error={untilChecked ? untilError : undefined}
        />
        <Checkbox label="publish the post to public" {...register('is_public')} />
        <div className="row">
          <Button variant="secondary" block onClick={() => navigate(paths.listing(listing.id))}>
            Cancel
          </Button>
          <Button type="submit" block disabled={isSubmitting || preparing}>
            {isSubmitting ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </div>
  );
}
