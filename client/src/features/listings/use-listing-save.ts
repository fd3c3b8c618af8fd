import { errorDetail, statusOf } from '@client/lib/api';
import type { Listing } from '@common/types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listingChanged } from './api';
import type { PhotoDraft } from './photo-drafts';

/**
 * What the new and edit listing screens share: the photos in their order (those the listing
 * has, `initialPhotos`, and new ones), whether one is still being prepared (the form waits for
 * it), and the form's error. `save` sends the listing with the photos; once it is saved the
 * cached listings are refreshed and `then` runs. A refused photo or field (413, 415, 422) says
 * why; any other failure shows `failure` (docs/product.md §7.7, §7.8, §7.10).
 */
export function useListingSave(failure: string, initialPhotos: PhotoDraft[] = []) {
  const client = useQueryClient();
  const [photos, setPhotos] = useState<PhotoDraft[]>(initialPhotos);
  const [preparing, setPreparing] = useState(false);
  const [formError, setFormError] = useState<string>();

  const submit = async (
    save: (photos: PhotoDraft[]) => Promise<Listing>,
    then: (listing: Listing) => void,
  ) => {
    setFormError(undefined);
    try {
      const listing = await save(photos);
      await listingChanged(client, listing);
      then(listing);
    } catch (error) {
      const status = statusOf(error);
      setFormError(
        (status === 413 || status === 415 || status === 422 ? errorDetail(error) : undefined) ??
          failure,
      );
    }
  };

  return {
    photos,
    setPhotos,
    preparing,
    setPreparing,
    formError,
    clearError: () => setFormError(undefined),
    submit,
  };
}
