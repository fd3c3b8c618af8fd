import type { RouteObject } from 'react-router-dom';

/**
 * What a feature contributes to the router: `protected` routes need a signed-in member,
 * `public` ones are open to guests too, `guest` ones only to guests.
 */
export interface FeatureRoutes {
  /** Open to everyone, drawn without the app's top bar and bottom navigation. */
  bare?: RouteObject[];
  public?: RouteObject[];
  protected?: RouteObject[];
  guest?: RouteObject[];
  /** Members only, drawn without the navigation: the onboarding steps (docs/product.md §2.1). */
  onboarding?: RouteObject[];
}
