import type { BrowserContext } from '@playwright/test';
import { screensURL } from '../playwright.config';
import { expect, type Member, test } from './fixtures';
import { type Language, sayIn } from './screens/language';
import {
  SCREENS,
  signInAs,
  timeFor,
  VIEWER_HOME,
  viewerOf,
  WIDTH,
  WORLD_TIME_ZONE,
} from './screens/list';
import { expectNoClippedText, expectNoSidewaysScroll, shoot, steadyNetwork } from './screens/shoot';
import { onTheWorldsDay, seedWorld, type World } from './screens/world';

/**
 * The screens in the other languages (docs/decisions.md "Languages"): the main ones in
 * Spanish at a phone's and a desktop's width, compared with their baselines; and every one in
 * the pseudo-locale (English accented and 30 % longer) at a phone's, where no text may be cut
 * off or run past the screen. Same world and screens as e2e/screens.spec.ts.
 * Regenerate: npx playwright test e2e/screens-languages.spec.ts --update-snapshots
 */

/** What a Spanish-speaking neighbour sees most: the screens with a baseline in Spanish. */
const MAIN = new Set([
  'home',
  'login',
  'listing-guest',
  'marketplace',
  'listing',
  'new-listing',
  'my-lists',
  'map',
  'messages',
  'notifications',
  'profile',
  'my-friends',
  'moderation',
  'seed-listing',
  'swap-days',
  'swap-day',
  'new-swap-day',
  'seasons',
]);

test.use({ baseURL: screensURL });

let world: World;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  world = await seedWorld();
});

/** A member's language is their profile's; a guest's is the one chosen on the device. */
async function speak(context: BrowserContext, member: Member | undefined, language: Language) {
  const locale = language === 'es' ? 'es' : 'en';
  if (member) {
    const res = await context.request.put('/api/auth/profile', {
      headers: { Authorization: `Bearer ${member.token}` },
      data: { locale },
    });
    expect(res.status()).toBe(200);
  }
  await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), language);
}

const RUNS = [
  {
    language: 'es',
    widths: [WIDTH.phone, WIDTH.desktop],
    only: MAIN,
  },
  {
    language: 'pseudo',
    widths: [WIDTH.phone],
    only: undefined,
  },
] as const;

for (const run of RUNS) {
  for (const width of run.widths) {
    test.describe(`${run.language} at ${width.viewport.width} px`, () => {
      test.use({
        viewport: width.viewport,
        isMobile: width.isMobile,
        hasTouch: width.hasTouch,
        deviceScaleFactor: 1,
        timezoneId: WORLD_TIME_ZONE,
      });
      const say = sayIn(run.language);

      for (const [group, { viewer, screens }] of Object.entries(SCREENS)) {
        const shown = screens.filter((s) => !run.only || run.only.has(s.name));
        if (!shown.length) continue;
        test(group, async ({ context, page }) => {
          test.setTimeout(timeFor(shown));
          await onTheWorldsDay(context);
          await steadyNetwork(context);
          await context.grantPermissions(['geolocation']);
          await context.setGeolocation(VIEWER_HOME);
          const member = viewerOf(viewer, world);
          await speak(context, member, run.language);
          try {
            await signInAs(page, viewer, world);
            for (const screen of shown) {
              await test.step(screen.name, async () => {
                const tab = await context.newPage();
                await tab.goto(screen.path(world));
                await screen.ready(tab, world, say);
                await tab.waitForLoadState('networkidle');
                await expectNoSidewaysScroll(tab, screen.name);
                if (run.language === 'pseudo') await expectNoClippedText(tab, screen.name);
                else await shoot(tab, `${screen.name}-${run.language}-${width.name}`);
                await tab.close();
              });
            }
          } finally {
            // The other journeys' screens are in English: the member's profile goes back.
            if (member) await speak(context, member, 'en');
          }
        });
      }
    });
  }
}
