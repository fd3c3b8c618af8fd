import { paths } from '@client/paths';
import type { Location } from 'react-router-dom';

/**
 * The one way a page asks to be returned to after signing in or up (docs/product.md §3.4): links
 * to /login and /register carry `{ from: location }` as router state, and each step of the way
 * (the Login/Register tabs, the register form, onboarding) passes it on.
 */
export interface ReturnState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** The state a link to /login or /register carries so the member comes back to `location`. */
export function returnState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): ReturnState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** Where to go back to, or undefined when nobody asked (or it would loop to the auth pages). */
export function returnPath(state: unknown): string | undefined {
  const from = (state as ReturnState | null | undefined)?.from;
  const pathname = from?.pathname;
  // Only a path of this app: never "//host", never back to the auth card itself.
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//'))
    return undefined;
  if (pathname === paths.login || pathname === paths.register) return undefined;
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
