import type core from './catalogues/en/core.json';
import type email from './catalogues/en/email.json';
import type errors from './catalogues/en/errors.json';
import type events from './catalogues/en/events.json';
import type friends from './catalogues/en/friends.json';
import type giveaways from './catalogues/en/giveaways.json';
import type listings from './catalogues/en/listings.json';
import type map from './catalogues/en/map.json';
import type messages from './catalogues/en/messages.json';
import type moderation from './catalogues/en/moderation.json';
import type notifications from './catalogues/en/notifications.json';
import type onboarding from './catalogues/en/onboarding.json';
import type pickups from './catalogues/en/pickups.json';
import type profile from './catalogues/en/profile.json';
import type push from './catalogues/en/push.json';
import type safety from './catalogues/en/safety.json';
import type seasons from './catalogues/en/seasons.json';
import type thanks from './catalogues/en/thanks.json';
import type validation from './catalogues/en/validation.json';
import type wants from './catalogues/en/wants.json';

/**
 * A locale's messages come in namespaces, one JSON file each under catalogues/<locale>/
 * (docs/decisions.md "Languages"). The browser fetches `core` and `validation` before the first screen and a
 * feature's namespace when a screen first asks for it; the server-only ones (e-mails, pushes,
 * error details) never reach the browser. English's files are the reference every locale
 * matches key for key.
 */
interface Catalogues {
  core: typeof core;
  validation: typeof validation;
  listings: typeof listings;
  wants: typeof wants;
  messages: typeof messages;
  friends: typeof friends;
  notifications: typeof notifications;
  profile: typeof profile;
  map: typeof map;
  moderation: typeof moderation;
  onboarding: typeof onboarding;
  safety: typeof safety;
  pickups: typeof pickups;
  giveaways: typeof giveaways;
  thanks: typeof thanks;
  seasons: typeof seasons;
  events: typeof events;
  errors: typeof errors;
  email: typeof email;
  push: typeof push;
}

export type Namespace = keyof Catalogues;

/** What the browser may load; the eager ones first, the rest as screens ask. */
export const CLIENT_NAMESPACES = [
  'core',
  'validation',
  'listings',
  'wants',
  'messages',
  'friends',
  'notifications',
  'profile',
  'map',
  'moderation',
  'onboarding',
  'safety',
  'pickups',
  'giveaways',
  'thanks',
  'seasons',
  'events',
] as const satisfies readonly Namespace[];
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];

/**
 * Fetched before the first screen, whatever it is: the shell's words and the validation
 * messages every form (and zod, in the current language) may say.
 */
export const EAGER_NAMESPACES = [
  'core',
  'validation',
] as const satisfies readonly ClientNamespace[];

/** Texts only the server says: error details, e-mails, push notifications. */
const SERVER_NAMESPACES = ['errors', 'email', 'push'] as const satisfies readonly Namespace[];

/** @internal */
export const NAMESPACES: readonly Namespace[] = [...CLIENT_NAMESPACES, ...SERVER_NAMESPACES];

/**
 * The first segments of the keys the core file holds: what every screen may say (the shell,
 * the home and auth pages, validation, formats of dates, ages and prices). Every other key
 * starts with its own namespace's name.
 * @internal
 */
export const CORE_PREFIXES = ['language', 'common', 'nav', 'home', 'auth', 'format'] as const;

/** The keys of a namespace, or of each of a union of them. */
export type KeyOf<N extends Namespace> = N extends Namespace ? keyof Catalogues[N] & string : never;

/**
 * The namespace a key lives in, read from its first segment.
 * @internal
 */
export function namespaceOf(key: string): Namespace {
  const prefix = key.slice(0, key.indexOf('.'));
  if ((CORE_PREFIXES as readonly string[]).includes(prefix)) return 'core';
  return (NAMESPACES as readonly string[]).includes(prefix) ? (prefix as Namespace) : 'core';
}
