import enCore from './catalogues/en/core.json';
import enEmail from './catalogues/en/email.json';
import enErrors from './catalogues/en/errors.json';
import enEvents from './catalogues/en/events.json';
import enFriends from './catalogues/en/friends.json';
import enGiveaways from './catalogues/en/giveaways.json';
import enListings from './catalogues/en/listings.json';
import enMap from './catalogues/en/map.json';
import enMessages from './catalogues/en/messages.json';
import enModeration from './catalogues/en/moderation.json';
import enNotifications from './catalogues/en/notifications.json';
import enOnboarding from './catalogues/en/onboarding.json';
import enPickups from './catalogues/en/pickups.json';
import enProfile from './catalogues/en/profile.json';
import enPush from './catalogues/en/push.json';
import enSafety from './catalogues/en/safety.json';
import enSeasons from './catalogues/en/seasons.json';
import enThanks from './catalogues/en/thanks.json';
import enValidation from './catalogues/en/validation.json';
import enWants from './catalogues/en/wants.json';
import esCore from './catalogues/es/core.json';
import esEmail from './catalogues/es/email.json';
import esErrors from './catalogues/es/errors.json';
import esEvents from './catalogues/es/events.json';
import esFriends from './catalogues/es/friends.json';
import esGiveaways from './catalogues/es/giveaways.json';
import esListings from './catalogues/es/listings.json';
import esMap from './catalogues/es/map.json';
import esMessages from './catalogues/es/messages.json';
import esModeration from './catalogues/es/moderation.json';
import esNotifications from './catalogues/es/notifications.json';
import esOnboarding from './catalogues/es/onboarding.json';
import esPickups from './catalogues/es/pickups.json';
import esProfile from './catalogues/es/profile.json';
import esPush from './catalogues/es/push.json';
import esSafety from './catalogues/es/safety.json';
import esSeasons from './catalogues/es/seasons.json';
import esThanks from './catalogues/es/thanks.json';
import esValidation from './catalogues/es/validation.json';
import esWants from './catalogues/es/wants.json';
import { addCatalogue } from './format';
import type { Locale } from './locales';
import type { Namespace } from './namespaces';

/**
 * Every catalogue of every locale, registered at import: the server (and tests) speak to anyone
 * in any locale. The client never imports this; it loads only its active language's files, as
 * its screens ask for them (client/src/lib/i18n).
 */
const en: Record<Namespace, Record<string, string>> = {
  core: enCore,
  validation: enValidation,
  listings: enListings,
  wants: enWants,
  messages: enMessages,
  friends: enFriends,
  notifications: enNotifications,
  profile: enProfile,
  map: enMap,
  moderation: enModeration,
  onboarding: enOnboarding,
  safety: enSafety,
  pickups: enPickups,
  giveaways: enGiveaways,
  thanks: enThanks,
  seasons: enSeasons,
  events: enEvents,
  errors: enErrors,
  email: enEmail,
  push: enPush,
};
const es: Record<Namespace, Record<string, string>> = {
  core: esCore,
  validation: esValidation,
  listings: esListings,
  wants: esWants,
  messages: esMessages,
  friends: esFriends,
  notifications: esNotifications,
  profile: esProfile,
  map: esMap,
  moderation: esModeration,
  onboarding: esOnboarding,
  safety: esSafety,
  pickups: esPickups,
  giveaways: esGiveaways,
  thanks: esThanks,
  seasons: esSeasons,
  events: esEvents,
  errors: esErrors,
  email: esEmail,
  push: esPush,
};

/**
 * Each locale's files by namespace, as their JSON holds them (ICU source).
 * @internal
 */
export const CATALOGUE_FILES: Record<Locale, Record<Namespace, Record<string, string>>> = {
  en,
  es,
};

for (const [locale, files] of Object.entries(CATALOGUE_FILES) as [Locale, typeof en][])
  for (const [namespace, messages] of Object.entries(files))
    addCatalogue(locale, namespace as Namespace, messages);
