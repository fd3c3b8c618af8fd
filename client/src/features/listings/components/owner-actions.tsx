import { Button, buttonClass } from '@client/components/button';
import { Dialog } from '@client/components/dialog';
import { Alert } from '@client/components/feedback';
import { EditIcon, TrashIcon } from '@client/components/icons';
import { errorDetail, statusOf } from '@client/lib/api';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { formatMessage } from '@common/i18n/format';
import type { Locale } from '@common/i18n/locales';
import type { Listing } from '@common/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { deleteListing, listingChanged } from '../api';
import { AskersList } from './askers-list';
import { StatusControls } from './status-controls';

/** docs/product.md §7.9's delete messages; the server's own detail already speaks `locale`. */
function deleteErrorMessage(error: unknown, locale: Locale): string {
  const status = statusOf(error);
  if (status === 403) {
    return errorDetail(error) ?? formatMessage(locale, 'listings.delete.forbidden');
  }
  if (status === 404) return formatMessage(locale, 'listings.delete.notFound');
  return formatMessage(locale, 'listings.delete.failed');
}

/** What only the owner sees on a listing: its status, edit and delete, and who has asked. */
export function OwnerActions({ listing }: { listing: Listing }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const t = useT('listings');
  const locale = useLocale();
  const remove = useMutation({
    mutationFn: () => deleteListing(listing.id),
    onSuccess: async () => {
      // Forget the listing only once this page is gone: the router keeps it on screen while
      // the next screen's code loads, and a refetch of a listing that no longer exists would
      // send the owner to "Page Not Found".
      await navigate(paths.myListings, { replace: true });
      await listingChanged(client, undefined, listing.id);
    },
    onError: (err) => {
      setConfirming(false);
      setError(deleteErrorMessage(err, locale));
    },
  });
  return (
    <section className="owner-actions stack" aria-label={t('listings.owner.label')}>
      {error && <Alert onDismiss={() => setError(undefined)}>{error}</Alert>}
      {/* A removed listing can only be read or deleted (docs/product.md §14.3). */}
      {listing.moderation !== 'removed' && <StatusControls listing={listing} />}
      <div className="row">
        <Link
          to={paths.editListing(listing.id)}
          state={{ listing }}
          className={buttonClass('secondary', { block: true })}
        >
          <EditIcon width={18} height={18} />
          {t('listings.action.edit')}
        </Link>
        <Button variant="danger" block onClick={() => setConfirming(true)}>
          <TrashIcon width={18} height={18} />
          {t('listings.action.delete')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        title={t('listings.delete.title')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('listings.action.cancel')}
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {t(remove.isPending ? 'listings.delete.busy' : 'listings.action.delete')}
            </Button>
          </>
        }
      >
        <p>{t('listings.delete.confirm', { title: listing.title })}</p>
      </Dialog>
      <AskersList listingId={listing.id} />
    </section>
  );
}
