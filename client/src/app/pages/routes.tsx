import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

/** The pages that draw more than one feature, composed here since no feature imports another. */
export const composedRoutes: FeatureRoutes = {
  public: [
    // Open to guests too (docs/decisions.md): what they see is limited by the server's
    // visibility rules; friend actions and messages need a login.
    {
      path: paths.listing(':id'),
      lazy: async () => ({ Component: (await import('./listing-page')).ListingPage }),
    },
    {
      path: paths.seller(':id'),
      lazy: async () => ({ Component: (await import('./seller-page')).SellerPage }),
    },
  ],
  protected: [
    {
      path: paths.myListings,
      lazy: async () => ({ Component: (await import('./my-listings-page')).MyListingsPage }),
    },
  ],
};
