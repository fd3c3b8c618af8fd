import { paths } from '@client/paths';
import type { Page } from '@playwright/test';
import { expect, type Member, signIn, test } from './fixtures';
import {
  expectNoSidewaysScroll,
  expectUsesTheWidth,
  markersDrawn,
  onlyTheseReports,
  shoot,
  steadyNetwork,
} from './screens/shoot';
import { seedWorld, type World } from './screens/world';

/**
 * Every screen of the app at a phone's, a tablet's and a desktop's width, compared with the
 * committed baselines (docs/decisions.md "Screenshot baselines": a layout change is a
 * decision), with axe on each, nothing scrolling sideways, and on a desktop the width used
 * (docs/product.md §2.6). The seeded world has fixed names (e2e/screens/world.ts).
 * Regenerate: npx playwright test e2e/screens.spec.ts --update-snapshots
 */

const VIEWER_HOME = { latitude: 45.5152, longitude: -122.6784 };

type Viewer = 'guest' | 'maya' | 'moderator';
interface Screen {
  name: string;
  path: (w: World) => string;
  /** What shows once the screen has its content. */
  ready: (page: Page, w: World) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};
const text = (words: string | RegExp) => async (page: Page) => {
  await expect(page.getByText(words).first()).toBeVisible();
};
const both =
  (...steps: ((page: Page, w: World) => Promise<void>)[]) =>
  async (page: Page, w: World) => {
    for (const step of steps) await step(page, w);
  };
const at = (path: string) => () => path;

/** Every route of docs/product.md §2.2, grouped by who sees it; redirects are left out. */
const SCREENS: Record<string, { viewer: Viewer; screens: Screen[] }> = {
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
        ready: async (page) => {
          await expect(page.getByLabel('Title')).toHaveValue('Spare seed potatoes');
        },
      },
      { name: 'my-lists', path: at(paths.myListings), ready: text('Spare seed potatoes') },
      { name: 'my-wants', path: at(paths.myWants), ready: text('tomato') },
      {
        name: 'wish-list-form',
        path: at(paths.postWant),
        ready: async (page) => {
          await expect(page.getByRole('textbox', { name: 'plants item 1' })).toHaveValue('tomato');
        },
      },
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
        ready: async (page) => {
          await expect(
            page
              .getByRole('list', { name: 'Messages with rosa_grows' })
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
        ready: async (page) => {
          await expect(page.getByLabel('Username')).toHaveValue('maya_gardens');
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
  'moderation desk': {
    viewer: 'moderator',
    screens: [
      {
        name: 'moderation',
        path: at(paths.moderation),
        ready: text('Sends me the same message about seed potatoes every day.'),
      },
    ],
  },
};

let world: World;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  world = await seedWorld();
});

/** Any world: the coverage check below reads only the paths' shapes. */
const fakeWorld = {
  members: new Proxy({}, { get: () => ({ id: 2 }) }),
  tomatoId: 2,
  potatoesId: 2,
} as unknown as World;

test('the screens cover every route of the app', () => {
  const shot = Object.values(SCREENS)
    .flatMap((group) => group.screens)
    .map((s) => new URL(s.path(fakeWorld), 'http://x').pathname);
  // Two redirects, and the edit screen's second address (docs/product.md §1.4, §2.2).
  const redirects = [paths.myListingsOld, paths.oldProfile, paths.editListingAlt(2)];
  const routes = Object.values(paths)
    .map((p) => (typeof p === 'function' ? p(2) : p))
    .map((p) => new URL(p, 'http://x').pathname)
    .filter((p) => !redirects.includes(p));
  expect(routes.filter((route) => !shot.includes(route))).toEqual([]);
});

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'tablet', viewport: { width: 820, height: 1180 }, isMobile: false, hasTouch: false },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;

async function signInAs(page: Page, viewer: Viewer) {
  if (viewer === 'guest') return;
  const member: Member = viewer === 'moderator' ? world.moderator : world.members.maya;
  await signIn(page, member);
  if (viewer === 'moderator') await onlyTheseReports(page.context(), [world.members.fern.id]);
}

/** The navigation's counts arrive after the page: Ben's friend request shows on Maya's. */
async function chromeSettled(page: Page, viewer: Viewer) {
  if (viewer === 'maya' && (await page.getByRole('navigation', { name: 'Main' }).count()))
    await expect(page.getByTestId('friend-requests-badge')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const width of WIDTHS) {
  test.describe(`at ${width.viewport.width} px`, () => {
    test.use({
      viewport: width.viewport,
      isMobile: width.isMobile,
      hasTouch: width.hasTouch,
      deviceScaleFactor: 1,
      // The world's own: a report's date on the desk reads the same on every machine.
      timezoneId: 'America/Los_Angeles',
    });

    for (const [group, { viewer, screens }] of Object.entries(SCREENS)) {
      test(group, async ({ context, page }) => {
        test.setTimeout(30_000 + screens.length * 12_000);
        await steadyNetwork(context);
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation(VIEWER_HOME);
        await signInAs(page, viewer);
        for (const screen of screens) {
          await test.step(screen.name, async () => {
            // A tab of its own: nothing one screen leaves behind (a sandboxed e-mail preview
            // stops the next page's geolocation) reaches the next.
            const tab = await context.newPage();
            await tab.goto(screen.path(world));
            await screen.ready(tab, world);
            await chromeSettled(tab, viewer);
            await expectNoSidewaysScroll(tab, screen.name);
            if (width.name === 'desktop') await expectUsesTheWidth(tab, screen.name);
            await shoot(tab, `${screen.name}-${width.name}`);
            await tab.close();
          });
        }
      });
    }
  });
}
