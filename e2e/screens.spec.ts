import { paths } from '@client/paths';
import type { Page } from '@playwright/test';
import { screensURL } from '../playwright.config';
import { expect, test } from './fixtures';
import { sayIn } from './screens/language';
import {
  SCREENS,
  signInAs,
  timeFor,
  VIEWER_HOME,
  type Viewer,
  WIDTH,
  WORLD_TIME_ZONE,
} from './screens/list';
import { expectNoSidewaysScroll, expectUsesTheWidth, shoot, steadyNetwork } from './screens/shoot';
import { onTheWorldsDay, seedWorld, type World } from './screens/world';

/**
 * Every screen of the app at a phone's, a tablet's and a desktop's width, compared with the
 * committed baselines (docs/decisions.md "Screenshot baselines": a layout change is a
 * decision), with axe on each, nothing scrolling sideways, and on a desktop the width used
 * (docs/product.md §2.6). The seeded world has fixed names (e2e/screens/world.ts).
 * Regenerate: npx playwright test e2e/screens.spec.ts --update-snapshots
 */

const english = sayIn('en');

test.use({ baseURL: screensURL });

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
  swapDayId: 2,
  mySwapDayId: 2,
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

const WIDTHS = [WIDTH.phone, WIDTH.tablet, WIDTH.desktop];

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
      timezoneId: WORLD_TIME_ZONE,
    });

    for (const [group, { viewer, screens }] of Object.entries(SCREENS)) {
      test(group, async ({ context, page }) => {
        test.setTimeout(timeFor(screens));
        await onTheWorldsDay(context);
        await steadyNetwork(context);
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation(VIEWER_HOME);
        await signInAs(page, viewer, world);
        for (const screen of screens) {
          await test.step(screen.name, async () => {
            // A tab of its own: nothing one screen leaves behind (a sandboxed e-mail preview
            // stops the next page's geolocation) reaches the next.
            const tab = await context.newPage();
            await tab.goto(screen.path(world));
            await screen.ready(tab, world, english);
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
