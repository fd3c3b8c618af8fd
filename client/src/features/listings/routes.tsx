import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';
import { Navigate } from 'react-router-dom';

const editPage = async () => ({
  Component: (await import('./routes/edit-listing-page')).EditListingPage,
});

/**
 * docs/product.md §7's listing screens; the listing itself and My lists also draw other features,
 * so app/pages composes them.
 */
export const listingsRoutes: FeatureRoutes = {
  protected: [
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
