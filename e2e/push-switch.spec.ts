import type { BrowserContext, Page } from '@playwright/test';
import { expect, type Member, signIn, test } from './fixtures';

/**
 * "Notifications on this device" in Chromium (docs/product.md §8.10): the browser's permission
 * is asked only when the switch is tapped, never on load, and a refusal is said in words.
 */

const BLOCKED =
  "Notifications are blocked for Homegrown in this browser. Allow them in the browser's site settings, then try again.";

interface Asked {
  permission: number;
  subscribe: number;
}

/**
 * Counts the app's calls to the two browser APIs that ask or subscribe. The subscription is
 * never really made: Chromium's push service is on the internet, which these journeys never
 * reach, so it fails here as it does when that service is unreachable.
 */
async function countAsking(context: BrowserContext) {
  await context.addInitScript(() => {
    const asked = { permission: 0, subscribe: 0 };
    (window as { asked?: typeof asked }).asked = asked;
    const request = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof request>) => {
      asked.permission++;
      return request(...args);
    };
    PushManager.prototype.subscribe = async () => {
      asked.subscribe++;
      throw new DOMException('Registration failed - push service error', 'AbortError');
    };
  });
}

const asked = (page: Page) => page.evaluate(() => (window as { asked?: Asked }).asked);

/** The profile, loaded to the end: its screen drawn and the app's worker running. */
async function openProfile(page: Page, member: Member) {
  await signIn(page, member);
  await page.goto('/profile');
  const toggle = page.getByRole('switch', { name: 'Notifications on this device' });
  await expect(toggle).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return toggle;
}

test('asks nothing on load, asks once when tapped, and says so when the browser refuses', async ({
  page,
  context,
  member,
}) => {
  // No notifications permission in this context: Chromium refuses when asked.
  await countAsking(context);
  const toggle = await openProfile(page, member);
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  expect(await asked(page)).toEqual({ permission: 0, subscribe: 0 });
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await expect(page.getByText(BLOCKED)).toHaveCount(0);

  await toggle.click();
  await expect(page.getByRole('alert').filter({ hasText: BLOCKED })).toBeVisible();
  await expect(toggle).not.toBeChecked();
  expect(await asked(page)).toEqual({ permission: 1, subscribe: 0 });

  // The browser keeps its answer: the next visit says so at once, still asking nothing.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: BLOCKED })).toBeVisible();
  await expect(toggle).not.toBeChecked();
  expect(await asked(page)).toEqual({ permission: 0, subscribe: 0 });
});

test('says so when subscribing fails after the browser allows it', async ({
  page,
  context,
  member,
}) => {
  await context.grantPermissions(['notifications']);
  await countAsking(context);
  const toggle = await openProfile(page, member);
  expect(await asked(page)).toEqual({ permission: 0, subscribe: 0 });

  await toggle.click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Could not turn on notifications for this device. Please try again.' }),
  ).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  expect(await asked(page)).toEqual({ permission: 1, subscribe: 1 });
});
