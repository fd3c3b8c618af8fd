import { Navigate } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/routes';
import { paths } from '../../paths';

const editPage = async () => ({
  Component: (await import('./routes/edit-listing-page')).EditListingPage,
});

/**
 * docs/product.md §7's listing screens. /listings/{id} is open to guests too (docs/decisions.md):
 * what they see is limited by the server's visibility rules.
 */
export const listingsRoutes: FeatureRoutes = {
  public: [
    {
      path: '/listings/:id',
      lazy: async () => ({
        Component: (await import('./routes/listing-detail-page')).ListingDetailPage,
      }),
    },
  ],
  protected: [
    {
      path: paths.myListings,
      lazy: async () => ({ Component: (await import('./routes/my-listings-page')).MyListingsPage }),
    },
    { path: paths.myListingsOld, element: <Navigate to={paths.myListings} replace /> },
    {
      path: paths.listings,
      lazy: async () => ({
        Component: (await import('./routes/marketplace-page')).PublicMarketplacePage,
      }),
    },
    {
      path: paths.myFriendListing,
      lazy: async () => ({
        Component: (await import('./routes/marketplace-page')).FriendsMarketplacePage,
      }),
    },
    {
      path: paths.newListing,
      lazy: async () => ({ Component: (await import('./routes/new-listing-page')).NewListingPage }),
    },
    { path: '/listings/:id/edit', lazy: editPage },
    { path: '/editlisting/:id', lazy: editPage },
    {
      path: paths.filterPage,
      lazy: async () => ({ Component: (await import('./routes/filter-page')).FilterPage }),
    },
    {
      path: paths.haveWantSearch,
      lazy: async () => ({
        Component: (await import('./routes/have-want-search-page')).HaveWantSearchPage,
      }),
    },
  ],
};
