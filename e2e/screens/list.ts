import { paths } from '@client/paths';
import { expect, type Page } from '@playwright/test';
import { type Member, signIn } from '../fixtures';
import type { Say } from './language';
import { markersDrawn, onlyTheseReports } from './shoot';
import type { World } from './world';

/**
 * Every screen of the app, as e2e/screens.spec.ts and e2e/screens-languages.spec.ts shoot
 * them: where it is, who looks, and what shows once it has its content (in the run's
 * language: `say` turns the English words into it, e2e/screens/language.ts).
 */

/** The widths the screens are shot at: a phone's, a tablet's and a desktop's. */
export const WIDTH = {
  phone: { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  tablet: {
    name: 'tablet',
    viewport: { width: 820, height: 1180 },
    isMobile: false,
    hasTouch: false,
  },
  desktop: {
    name: 'desktop',
    viewport: { width: 1440, height: 900 },
    isMobile: false,
    hasTouch: false,
  },
} as const;

/** The world's own: a report's date on the desk reads the same on every machine. */
export const WORLD_TIME_ZONE = 'America/Los_Angeles';

export const VIEWER_HOME = { latitude: 45.5152, longitude: -122.6784 };

export type Viewer = 'guest' | 'maya' | 'moderator';
export interface Screen {
  name: string;
  path: (w: World) => string;
  /** What shows once the screen has its content. */
  ready: (page: Page, w: World, say: Say) => Promise<void>;
  /** How long its content may take to appear beyond a page's load, in ms. */
  wait?: number;
}

/** The time a group of screens is given: a page's load and shot each, and their waits. */
export const timeFor = (screens: Screen[]) =>
  30_000 + screens.reduce((ms, s) => ms + 12_000 + (s.wait ?? 0), 0);

type Ready = Screen['ready'];

const heading =
  (name: string | RegExp): Ready =>
  async (page, _w, say) => {
    await expect(page.getByRole('heading', { name: say(name) }).first()).toBeVisible();
  };
const text =
  (words: string | RegExp): Ready =>
  async (page, _w, say) => {
    await expect(page.getByText(say(words)).first()).toBeVisible();
  };
const both =
  (...steps: Ready[]): Ready =>
  async (page, w, say) => {
    for (const step of steps) await step(page, w, say);
  };
const at = (path: string) => () => path;

/** Every route of docs/product.md §2.2, grouped by who sees it; redirects are left out. */
export const SCREENS: Record<string, { viewer: Viewer; screens: Screen[] }> = {
  'guest screens': {
    viewer: 'guest',
    screens: [
      { name: 'home', path: at(paths.home), ready: heading(/Trade your produce/) },
      { name: 'login', path: at(paths.login), ready: heading('Login') },
      { name: 'register', path: at(paths.register), ready: heading('Register') },
      {
        name: 'forgot-password',
        path: at(paths.forgotPassword),
        ready: heading('Forgot password'),
      },
      {
        name: 'reset-password',
        path: at(`${paths.resetPassword}?token=screens-token`),
        ready: heading('Choose a new password'),
      },
      {
        name: 'confirm-email',
        path: at(paths.confirmEmail),
        ready: text('This confirmation link is invalid.'),
      },
      {
        name: 'unsubscribe',
        path: (w) => `${paths.unsubscribe}?user=${w.members.maya.id}&kind=match&token=screens`,
        ready: text(/Stop e-mails about/),
      },
      {
        name: 'listing-guest',
        path: (w) => paths.listing(w.tomatoId),
        ready: text('Sign up to message rosa_grows'),
      },
      {
        name: 'seller-guest',
        path: (w) => paths.seller(w.members.rosa.id),
        ready: text('Sign up to add friend'),
      },
      { name: 'not-found', path: at(paths.notFound), ready: heading('Page Not Found') },
    ],
  },
  onboarding: {
    viewer: 'maya',
    screens: [
      { name: 'personal-info', path: at(paths.personalInfo), ready: heading('Tell us about you') },
      {
        name: 'invite-friends',
        path: at(paths.inviteFriends),
        ready: heading('Invite your friends'),
      },
    ],
  },
  'listing screens': {
    viewer: 'maya',
    screens: [
      { name: 'marketplace', path: at(paths.listings), ready: text('Cherry tomato plants') },
      {
        name: 'marketplace-friends',
        path: at(paths.myFriendListing),
        ready: text('Rhubarb crowns'),
      },
      { name: 'filter', path: at(paths.filterPage), ready: heading('Filter Listings') },
      { name: 'have-want-search', path: at(paths.haveWantSearch), ready: heading('Search') },
      {
        name: 'listing',
        path: (w) => paths.listing(w.tomatoId),
        ready: heading('Cherry tomato plants'),
      },
      { name: 'new-listing', path: at(paths.newListing), ready: heading('New listing') },
      {
        name: 'edit-listing',
        path: (w) => paths.editListing(w.potatoesId),
        ready: async (page, _w, say) => {
          await expect(page.getByLabel(say('Title'))).toHaveValue('Spare seed potatoes');
        },
      },
      { name: 'my-lists', path: at(paths.myListings), ready: text('Spare seed potatoes') },
      { name: 'my-wants', path: at(paths.myWants), ready: text('tomato') },
      {
        name: 'wish-list-form',
        path: at(paths.postWant),
        ready: async (page) => {
          // The field's name joins two messages (a category's and "item 1"): its value tells.
          await expect
            .poll(() =>
              page
                .getByRole('textbox')
                .evaluateAll((fields) =>
                  fields.some((f) => (f as HTMLInputElement).value === 'tomato'),
                ),
            )
            .toBe(true);
        },
      },
      {
        name: 'listing-pickup',
        path: (w) => paths.listing(w.sweetPeasId),
        ready: text('Add to calendar'),
      },
      {
        name: 'listing-thanks',
        path: (w) => paths.listing(w.borageId),
        ready: text(
          'You thanked rosa_grows: “Every one came up, and the bees love them. Thank you, Rosa!”',
        ),
      },
      {
        name: 'listing-giveaway',
        path: (w) => paths.listing(w.squashId),
        ready: text('1 neighbour interested'),
      },
      { name: 'pickups', path: at(paths.pickups), ready: text('Sweet pea seedlings') },
      {
        name: 'match-email',
        path: at(paths.matchNotification),
        ready: text(/Cherry tomato plants is available/),
      },
      { name: 'map', path: at(paths.map), ready: markersDrawn },
    ],
  },
  'people screens': {
    viewer: 'maya',
    screens: [
      {
        name: 'seller',
        path: (w) => paths.seller(w.members.rosa.id),
        ready: heading('@rosa_grows'),
      },
      {
        name: 'messages',
        path: at(paths.messages),
        ready: text('Do you still have seed potatoes?'),
      },
      {
        name: 'chat',
        path: (w) => paths.chat(w.members.rosa.id),
        ready: async (page, _w, say) => {
          await expect(
            page
              .getByRole('list', { name: say('Messages with rosa_grows') })
              .getByText('They are on the porch by the blue door.'),
          ).toBeVisible();
        },
      },
      { name: 'notifications', path: at(paths.notifications), ready: text('Cherry tomato plants') },
      {
        name: 'notification-settings',
        path: at(paths.notificationSettings),
        ready: text('Wish-list matches'),
      },
      { name: 'profile', path: at(paths.profile), ready: text('maya_gardens@example.com') },
      {
        name: 'edit-profile',
        path: at(paths.editProfile),
        ready: async (page, _w, say) => {
          await expect(page.getByLabel(say('Username'))).toHaveValue('maya_gardens');
        },
      },
      {
        name: 'my-friends',
        path: at(paths.myFriends),
        ready: both(text('rosa_grows'), text('1 friend')),
      },
      {
        name: 'friend-requests',
        path: at(`${paths.myFriends}?view=pending`),
        ready: text('basil_ben'),
      },
      { name: 'friend-search', path: at(paths.friendSearch), ready: heading('Find gardeners') },
      {
        name: 'friend-invitation',
        path: at(paths.friendInvitation),
        ready: text('maya_gardens invited you to Homegrown'),
      },
      { name: 'blocked-members', path: at(paths.blockedMembers), ready: text('slug_sam') },
    ],
  },
  'seasons and swap days': {
    viewer: 'maya',
    screens: [
      {
        name: 'seed-listing',
        path: (w) => paths.listing(w.runnerBeansId),
        ready: both(heading('Runner bean seeds, saved last autumn'), text('Scarlet Emperor')),
      },
      { name: 'swap-days', path: at(paths.events), ready: text('Autumn seed swap') },
      {
        name: 'swap-day',
        path: (w) => paths.event(w.swapDayId),
        ready: both(heading('Autumn seed swap'), text('Pumpkin seeds')),
      },
      { name: 'new-swap-day', path: at(paths.newEvent), ready: heading('Host a swap day') },
      {
        name: 'edit-swap-day',
        path: (w) => paths.editEvent(w.mySwapDayId),
        ready: async (page, _w, say) => {
          await expect(page.getByLabel(say('Title'))).toHaveValue('Seed library open day');
        },
      },
      {
        name: 'seasons',
        path: at(paths.seasons),
        wait: 100_000,
        ready: async (page, w, say) => {
          await heading('In season near you')(page, w, say);
          // The world's listings are counted at the next rebuild, a minute on at most
          // (SEASONS_REBUILD_MINUTES in playwright.config.ts). The word is members' own, not
          // the app's: it reads the same in every language.
          await expect(async () => {
            await page.reload();
            await expect(page.getByRole('link', { name: 'seeds', exact: true })).toBeVisible({
              timeout: 3_000,
            });
          }).toPass({ timeout: 100_000 });
        },
      },
    ],
  },
  'moderation desk': {
    viewer: 'moderator',
    screens: [
      {
        name: 'moderation',
        path: at(paths.moderation),
        ready: text('Sends me the same message about seed potatoes every day.'),
      },
      {
        name: 'moderation-no-shows',
        path: at(`${paths.moderation}?view=no-shows`),
        ready: heading('Members who often did not come'),
      },
    ],
  },
};

export const viewerOf = (viewer: Viewer, world: World): Member | undefined =>
  viewer === 'guest' ? undefined : viewer === 'moderator' ? world.moderator : world.members.maya;

/** Signs the viewer in; the moderator's desk shows only the world's reports. */
export async function signInAs(page: Page, viewer: Viewer, world: World) {
  const member = viewerOf(viewer, world);
  if (!member) return;
  await signIn(page, member);
  if (viewer === 'moderator') await onlyTheseReports(page.context(), [world.members.fern.id]);
}
