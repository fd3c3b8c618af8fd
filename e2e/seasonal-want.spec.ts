import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { clockControlURL, clockedURL } from '../playwright.config';
import { createMember, expect, type Member, signIn, test } from './fixtures';

/**
 * A want that comes back every season (docs/product.md §8.11), played on the server whose clock
 * the journey moves (e2e/servers/clocked-server.ts): plums wanted every July sleep through June
 * and wake on July 1st, in the member's time zone (the browser's, UTC here).
 */
test.use({ baseURL: clockedURL, timezoneId: 'UTC' });

/** Moves the server's clock forward to `at`; answers the server's time then. */
async function moveServerTo(at: Date): Promise<Date> {
  const now = await serverNow();
  const ms = at.getTime() - now.getTime();
  expect(ms).toBeGreaterThan(0);
  const res = await fetch(`${clockControlURL}/advance?ms=${ms}`, { method: 'POST' });
  expect(res.status).toBe(200);
  return serverNow();
}

async function serverNow(): Promise<Date> {
  const res = await fetch(`${clockControlURL}/advance?ms=0`, { method: 'POST' });
  const { offsetMs } = (await res.json()) as { offsetMs: number };
  return new Date(Date.now() + offsetMs);
}

const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}` });

async function kindsOf(api: APIRequestContext, m: Member): Promise<string[]> {
  const res = await api.get('/api/notifications', { headers: auth(m) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { type: string }[]).map((n) => n.type);
}

async function listPlums(api: APIRequestContext, m: Member, title: string) {
  const res = await api.post('/api/listings/', {
    headers: auth(m),
    data: { title, category_id: 1, type_id: 3 },
  });
  expect(res.status()).toBe(201);
}

// Far from the other journeys' members, so only this journey's plums are near its wanters.
const nearby = (postcode: string) => ({ city: 'Montpelier', state: 'VT', postcode });

test('plums wanted every July sleep in June, and wake on July 1st', async ({ page }) => {
  // The season sweep looks at the clock each minute: waking may take that long.
  test.setTimeout(180_000);
  const api = await playwrightRequest.newContext({ baseURL: clockedURL });

  // Mid-June, next year or this: members made now hold sessions the moved clock still honours.
  const start = await serverNow();
  let june = new Date(Date.UTC(start.getUTCFullYear(), 5, 15, 12));
  if (june.getTime() < start.getTime() + 86_400_000)
    june = new Date(Date.UTC(start.getUTCFullYear() + 1, 5, 15, 12));
  const year = june.getUTCFullYear();
  await page.clock.setSystemTime(await moveServerTo(june));
  const [wanter, neighbour, allYear] = [
    await createMember(api, nearby('05602')),
    await createMember(api, nearby('05601')),
    await createMember(api, nearby('05602')),
  ];
  // A neighbour who wants plums all year: their match says the listing has been matched.
  const always = await api.post('/api/listings/want-listings', {
    headers: auth(allYear),
    data: { title: 'plums', category_id: 1 },
  });
  expect(always.status()).toBe(201);

  // The wanter wants plums every July, on the wish-list form.
  await signIn(page, wanter);
  await page.goto('/post-want');
  await page.getByRole('textbox', { name: 'produce item 1' }).fill('plums');
  await page.getByText('Every year, in:').first().click();
  const months = page.getByRole('group', { name: 'Months for produce item 1' });
  await months.getByRole('button', { name: 'July' }).click();
  await expect(months.getByRole('button', { name: 'July' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/my-listings\?tab=want$/);
  await expect(page.getByText('Every year in Jul')).toBeVisible();

  // June: a neighbour's plums match the all-year want, not the sleeping one.
  await listPlums(api, neighbour, 'Early plums');
  await expect.poll(() => kindsOf(api, allYear)).toEqual(['match']);
  expect(await kindsOf(api, wanter)).toEqual([]);

  // July 1st: the season starts, and the wanter's bell says so.
  const july = await moveServerTo(new Date(Date.UTC(year, 6, 1, 0, 30)));
  await page.clock.setSystemTime(july);
  await expect
    .poll(() => kindsOf(api, wanter), { timeout: 120_000, intervals: [2_000] })
    .toEqual(['season_started']);
  // The browser's clock moved as far: its session is signed again for it.
  await signIn(page, wanter);
  await page.goto('/my-listings?tab=want');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const bell = page.getByRole('list', { name: 'Notifications' });
  await expect(bell).toContainText('It’s plums season: we’ll tell you when neighbours list plums');

  // A neighbour lists plums: now the match arrives.
  await listPlums(api, neighbour, 'July plums');
  await expect.poll(() => kindsOf(api, wanter)).toEqual(['match', 'season_started']);
  await page.goto('/my-listings?tab=want');
  await page.getByRole('button', { name: /^Notifications, \d unread$/ }).click();
  await expect(bell).toContainText('matches “plums”');
  await expect(bell).not.toContainText('Early plums');
  await api.dispose();
});
