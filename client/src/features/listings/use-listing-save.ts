import { errorDetail, statusOf } from '@client/lib/api';
import type { Listing } from '@common/types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listingChanged } from './api';

/**
 * What the new and edit listing screens share: the chosen photo, whether it is still being
 * prepared (the form waits for it), and the form's error. `save` sends the listing with the
 * photo; once it is saved the cached listings are refreshed and `then` runs. A refused photo
 * or field (413, 415, 422) says why; any other failure shows `failure` (docs/product.md §7.7, §7.8).
 */
export function useListingSave(failure: string) {
  const client = useQueryClient();
  const [file, setFile] = useState<File>();
  const [preparing, setPreparing] = useState(false);
  const [formError, setFormError] = useState<string>();

  const submit = async (
    save: (file: File | undefined) => Promise<Listing>,
    then: (listing: Listing) => void,
  ) => {
    setFormError(undefined);
    try {
      const listing = await save(file);
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
    file,
    setFile,
    preparing,
    setPreparing,
    formError,
    clearError: () => setFormError(undefined),
    submit,
  };
}
