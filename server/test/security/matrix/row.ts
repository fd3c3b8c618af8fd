import { TINY_PNG } from '@server/test/fakes/tile-upstream';
import type { Role, World } from '../world';

/** What one cell sends; the acting member's bearer token is added by the test. */
export interface Call {
  path: string;
  body?: object;
  /** application/x-www-form-urlencoded (the login form). */
  form?: Record<string, string>;
  /** multipart/form-data with one image. */
  upload?: { field: string; fields?: Record<string, string> };
}

/**
 * Who may see the thing a call acts on, when the route's access is about a thing: `public`
 * (everyone), `friends-only` (the owner's friends), `own` (only the owner: a notification, a
 * request sent to them, their friendship). The expected statuses follow from it and the route's
 * declared access (authorization.test.ts).
 */
type Thing = 'public' | 'friends-only' | 'own';

export interface MatrixRow {
  /** "METHOD /api/path/{param}", as the route declarations name it. */
  route: string;
  /** Which variant of the route, when a route has several rows. */
  variant?: string;
  /** The owner needs a stored avatar. */
  avatar?: boolean;
  call: (w: World, n: number) => Call;
  thing?: Thing;
  /**
   * Answers that follow from what the call asks rather than from who asks (oneself, already
   * friends, a token nobody was sent): allowed only where access lets the caller through.
   */
  outcome?: Partial<Record<Role, number>>;
  /**
   * What the member the owner blocks gets, where blocking changes it (docs/product.md §14.1):
   * the owner's listings are as if they did not exist, and no message or request gets through.
   */
  blocked?: number;
}

export const image = TINY_PNG;

/** The same outcome for everyone access lets through. */
export const all = (status: number) => ({
  guest: status,
  stranger: status,
  friend: status,
  owner: status,
  blocked: status,
  reporter: status,
  moderator: status,
});
