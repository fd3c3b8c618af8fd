import { PageHeader } from '@client/components/page-header';
import { showToast } from '@client/components/toast';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { CATEGORIES, LISTING_TYPES } from '@common/codes';
import { listingCreateFormSchema } from '@common/schemas/listing-inputs';
import { NO_SEED_FORM } from '@common/schemas/listing-seed';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createListing } from '../api';
import { availableUntilBody, defaultProduceDay } from '../components/available-until-field';
import { ListingForm } from '../components/listing-form';
import { photoChanges } from '../photo-drafts';
import { useListingSave } from '../use-listing-save';
import '../listings.css';
import './listing-form-page.css';

/** Create listing (/listings/new), with docs/product.md §7.12's rules from the schema the API uses. */
export function NewListingPage() {
  const navigate = useNavigate();
  const t = useT('listings');
  const save = useListingSave(t('listings.new.failed'));
  // docs/product.md §7.14: a new produce listing starts with its default week.
  const [produceDay] = useState(() => defaultProduceDay(new Date()));

  return (
    <div className="page page--readable listing-form-page">
      <PageHeader title={t('listings.new.title')} back={paths.myListings} />
      <ListingForm
        schema={listingCreateFormSchema}
        defaults={{
          title: '',
          description: '',
          price: '',
          type_id: String(LISTING_TYPES.sell),
          category_id: String(CATEGORIES.produce),
          is_public: true,
          seed: NO_SEED_FORM,
        }}
        initialUntil={produceDay}
        save={save}
        offerSimmer
        onSave={(values, until, simmerHours) =>
          save.submit(
            (drafts) =>
              createListing(
                {
                  ...values,
                  // A story only for seeds (docs/product.md §7.18).
                  seed: values.category_id === CATEGORIES.seeds ? values.seed : undefined,
                  // Sent only when chosen: the API takes 0 without it (docs/product.md §7.16).
                  ...(simmerHours ? { simmer_hours: simmerHours } : {}),
                  available_until: availableUntilBody(
                    until,
                    values.category_id === CATEGORIES.produce ? produceDay : '',
                  ),
                },
                photoChanges(drafts).files,
              ),
            () => {
              // Confirmed in a toast on the list it lands on (docs/product.md §7.7).
              showToast(t('listings.new.posted'));
              navigate(paths.myListings);
            },
          )
        }
      />
    </div>
  );
}
