import { Avatar } from '@client/components/avatar';
import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { ReportButton } from '@client/components/report-button';
import { LogInLink, SignUpLink } from '@client/components/way-in';
import { statusOf } from '@client/lib/api';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import type { Listing } from '@common/types';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { useListing, useRefreshOnNotice } from '../api';
import { categoryKey } from '../code-labels';
import { FreshnessLine, RenewButton } from '../components/freshness';
import { ListingArea } from '../components/listing-area';
import { ListingGallery } from '../components/listing-gallery';
import { ModerationNotice } from '../components/moderation-notice';
import { OwnerActions } from '../components/owner-actions';
import { SeedStory } from '../components/seed-story';
import { ShareButton } from '../components/share-button';
import { priceLabel, stateTag } from '../format';
import '../listings.css';
import '../listing-detail.css';

/** The listing id of the route, or NaN when it is not a positive whole number. */
export function useListingId(): number {
  const { id } = useParams();
  return /^\d{1,10}$/.test(id ?? '') ? Number(id) : Number.NaN;
}

/** A listing the previous screen carried along (docs/product.md §7.6), shown while it is reloaded. */
export function useCarriedListing(id: number): Listing | undefined {
  const carried = (useLocation().state as { listing?: Listing } | null)?.listing;
  return carried?.id === id ? carried : undefined;
}

/**
 * A listing (docs/product.md §7.6). `messageOwner` draws the way a signed-in visitor writes to
 * the owner about it: the messages feature's bar, given by the page that composes this one in
 * app/.
 */
export function ListingDetailPage({
  messageOwner,
  exchange,
  ownerRecord,
}: {
  messageOwner: (owner: { id: number; username: string }, listingId: number) => ReactNode;
  /** The second half of an exchange (pickups, interest and draws, thanks), from other features. */
  exchange?: (listing: Listing) => ReactNode;
  /** The owner's record under their name (docs/product.md §7.17). */
  ownerRecord?: (ownerId: number) => ReactNode;
}) {
  const id = useListingId();
  const carried = useCarriedListing(id);
  const { data: listing, error } = useListing(id, { fresh: true });
  useRefreshOnNotice(id);
  const location = useLocation();
  const session = useSession();
  const locale = useLocale();
  // With the report button's words (safety): the page shows once they are all in.
  const t = useT('listings', 'safety');
  if (!Number.isInteger(id) || statusOf(error) === 404) {
    return <Navigate to={paths.notFound} replace />;
  }
  const shown = listing ?? carried;
  // Opened from a link outside the app there is no history to go back to.
  const back = location.key === 'default' ? (session ? paths.listings : paths.home) : true;
  if (!shown) {
    return (
      <div className="page">
        <PageHeader title={t('listings.detail.title')} back={back} />
        {error ? <Alert>{t('listings.error.fetchListing')}</Alert> : <Loading />}
      </div>
    );
  }
  const isOwner = session?.user.id === shown.owner_id;
  const tag = stateTag(shown.state_id, shown.type_id, locale);
  return (
    <div className="page listing-detail">
      <PageHeader
        title={<span className="visually-hidden">{t('listings.detail.title')}</span>}
        back={back}
        actions={<ShareButton title={shown.title} path={paths.listing(shown.id)} />}
      />
      {error && <Alert>{t('listings.error.fetchListing')}</Alert>}
      <ModerationNotice listing={shown} />
      <div className="listing-detail__layout">
        <ListingGallery listing={shown} />
        <div className="stack">
          <p className="row listing-detail__tags">
            <span className="tag tag--category">{t(categoryKey(shown.category_id))}</span>
            {shown.is_public && (
              <span className="tag tag--public">{t('listings.visibility.public')}</span>
            )}
            {tag && <span className="tag tag--state">{tag}</span>}
          </p>
          <h1 className="listing-detail__title">{shown.title}</h1>
          <p className="listing-detail__price">{priceLabel(shown, locale)}</p>
          <FreshnessLine
            listing={shown}
            className="listing-detail__freshness"
            withDistance={false}
          />
          {isOwner && shown.expired && shown.moderation !== 'removed' && (
            <p className="listing-detail__expired">
              <span>{t('listings.detail.expired')}</span>
              <RenewButton listing={shown} />
            </p>
          )}
          <Link to={paths.seller(shown.owner_id)} className="seller-row">
            <Avatar src={shown.owner_profile_picture} name={shown.owner_username} size={40} />
            <span>{shown.owner_username}</span>
          </Link>
          {ownerRecord?.(shown.owner_id)}
          {shown.description && <p className="listing-detail__description">{shown.description}</p>}
          <SeedStory listing={shown} />
          <ListingArea listing={shown} />
          {exchange?.(shown)}
          {isOwner ? (
            <OwnerActions listing={shown} />
          ) : session ? (
            <>
              {messageOwner({ id: shown.owner_id, username: shown.owner_username }, shown.id)}
              <div className="listing-detail__report">
                <ReportButton
                  target={{ type: 'listing', id: shown.id }}
                  subject={`“${shown.title}”`}
                  label={t('listings.detail.report')}
                />
              </div>
            </>
          ) : (
            // A guest is asked to sign up, and comes back here to write (docs/product.md §7.6).
            <div className="stack">
              <SignUpLink block>
                {t('listings.guest.signUpToMessage', { username: shown.owner_username })}
              </SignUpLink>
              <p className="muted" style={{ margin: 0 }}>
                {t('listings.guest.alreadyMember')}{' '}
                <LogInLink>{t('listings.guest.logIn')}</LogInLink>{' '}
                {t('listings.guest.toMessage', { username: shown.owner_username })}
              </p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
