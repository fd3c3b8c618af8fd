import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { statusOf } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import { CATEGORIES } from '@common/codes';
import { listingEditFormSchema } from '@common/schemas/listing-inputs';
import { seedFormOf } from '@common/schemas/listing-seed';
import type { Listing } from '@common/types';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { updateListing, useListing } from '../api';
import { availableUntilBody } from '../components/available-until-field';
import { ListingForm } from '../components/listing-form';
import { dateInputValue } from '../freshness';
import { draftsOf, photoChanges } from '../photo-drafts';
import { useListingSave } from '../use-listing-save';
import { useCarriedListing, useListingId } from './listing-detail-page';
import '../listings.css';
import './listing-form-page.css';

/** Edit listing, at both /listings/{id}/edit and /editlisting/{id} (docs/product.md §7.8). */
export function EditListingPage() {
  const id = useListingId();
  const carried = useCarriedListing(id);
  const { data, error, isPending } = useListing(id);
  const session = useSession();
  const t = useT('listings');
  if (!Number.isInteger(id) || statusOf(error) === 404) {
    return <Navigate to={paths.notFound} replace />;
  }
  // The carried copy may be stale; the form starts from what the server holds.
  if (isPending && !error) {
    return (
      <div className="page page--readable">
        <PageHeader title={t('listings.edit.title')} back={paths.listing(id)} />
        <Loading />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="page page--readable">
        <PageHeader
          title={t('listings.edit.title')}
          back={carried ? paths.listing(id) : paths.myListings}
        />
        <Alert>{t('listings.error.fetchListing')}</Alert>
      </div>
    );
  }
  if (data.owner_id !== session?.user.id) return <Navigate to={paths.listing(id)} replace />;
  return <EditListingForm listing={data} />;
}

/** The listing's form, starting from what the server holds (docs/product.md §7.8). */
function EditListingForm({ listing }: { listing: Listing }) {
  const navigate = useNavigate();
  const t = useT('listings');
  const save = useListingSave(t('listings.error.update'), draftsOf(listing));
  const [initialUntil] = useState(() =>
    listing.available_until ? dateInputValue(new Date(listing.available_until)) : '',
  );
  const back = () => navigate(paths.listing(listing.id));

  return (
    <div className="page page--readable listing-form-page">
      <PageHeader title={t('listings.edit.title')} back={paths.listing(listing.id)} />
      <ListingForm
        schema={listingEditFormSchema}
        defaults={{
          title: listing.title,
          description: listing.description,
          price: String(listing.price),
          type_id: String(listing.type_id),
          category_id: String(listing.category_id),
          is_public: listing.is_public,
          seed: seedFormOf(listing.seed),
        }}
        initialUntil={initialUntil}
        save={save}
        onCancel={back}
        onSave={(values, until) => {
          const availableUntil = availableUntilBody(until, initialUntil);
          return save.submit(
            (drafts) =>
              // docs/product.md §7.8: exactly these fields; is_active and state_id unchanged.
              updateListing(
                listing.id,
                {
                  title: values.title,
                  description: values.description,
                  price: values.price,
                  is_active: listing.is_active,
                  type_id: values.type_id,
                  state_id: listing.state_id,
                  category_id: values.category_id,
                  is_public: values.is_public,
                  // Out of seeds the server clears the story (docs/product.md §7.18).
                  ...(values.category_id === CATEGORIES.seeds ? { seed: values.seed } : {}),
                  // Only when changed: a date picked anew puts an expired listing back (§7.14).
                  ...(availableUntil === undefined ? {} : { available_until: availableUntil }),
                },
                photoChanges(drafts, listing),
              ),
            back,
          );
        }}
      />
    </div>
  );
}
