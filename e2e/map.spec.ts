import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, expect, type Member, signIn, test, uniqueName } from './fixtures';

/** The smallest PNG: tiles are answered in the browser, so the journey never leaves the machine. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function list(
  request: APIRequestContext,
  owner: Member,
  data: { title: string; price: number; type_id: number },
): Promise<number> {
  const res = await request.post('/api/listings/', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).id;
}

async function openMapAt(page: Page, member: Member, latitude: number, longitude: number) {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude, longitude });
  await page.route('**/api/tiles/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  await signIn(page, member);
  await page.goto('/map');
  await expect(page.getByRole('heading', { name: 'marketplace' })).toBeVisible();
}

test('a gardener sees nearby listings on the map and opens one from its card', async ({
  page,
  request,
  member,
}) => {
  const seller = await createMember(request, {
    city: 'Salt Lake City',
    state: 'UT',
    postcode: '84101',
  });
  const tomatoes = uniqueName('Map tomatoes ');
  const zucchini = uniqueName('Map zucchini ');
  const tomatoesId = await list(request, seller, { title: tomatoes, price: 4, type_id: 1 });
  await list(request, seller, { title: zucchini, price: 0, type_id: 3 });

  const nearbyAsked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/map/listings/nearby')) nearbyAsked.push(req.url());
  });
  await openMapAt(page, member, 40.706464, -111.855032);
  await expect(page.getByText('Your Location')).toBeVisible();
  const marker = page.getByRole('button', { name: `${tomatoes}, $4` });
  await expect(marker).toBeVisible();
  // Framing the listings found is not a move of the member's: nothing is asked again.
  await page.waitForTimeout(1_000);
  expect(nearbyAsked).toHaveLength(1);
  await expect(marker).toContainText('$4');
  await expect(page.getByRole('button', { name: `${zucchini}, Free` })).toContainText('Free');
  await expect(page.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom out', exact: true })).toBeVisible();
  // The controls and the tiles' credit sit above and below the map, never over a marker.
  const canvas = (await page.locator('.map-canvas').boundingBox())!;
  const controls = (await page.locator('.map-toolbar').boundingBox())!;
  const credit = page.getByRole('link', { name: 'OpenStreetMap' });
  const creditBox = (await credit.boundingBox())!;
  expect(controls.y + controls.height).toBeLessThanOrEqual(canvas.y);
  expect(creditBox.y).toBeGreaterThanOrEqual(canvas.y + canvas.height);

  // Tapping a marker shows the card; tapping the map closes it.
  await marker.click();
  const card = page.getByRole('region', { name: 'Selected listing' });
  await expect(card).toContainText(tomatoes);
  await expect(card).toContainText('$4');
  await expect(card).toContainText(seller.username);
  await page.locator('.map-canvas').click({ position: { x: 30, y: 200 } });
  await expect(card).toBeHidden();

  await page.getByRole('button', { name: `${zucchini}, Free` }).click();
  await expect(card).toContainText('giveaway');
  await page.getByRole('button', { name: `${tomatoes}, $4` }).click();
  await card.getByRole('link', { name: new RegExp(tomatoes) }).click();
  await expect(page).toHaveURL(new RegExp(`/listings/${tomatoesId}$`));

  await page.goto('/map');
  await page.getByRole('link', { name: 'Listing', exact: true }).click();
  await expect(page).toHaveURL(/\/listings$/);
});

test('with nothing within 50 km the map looks 500 km out', async ({ page, request, member }) => {
  // Colorado Springs is about 100 km from Denver, and everything else is in Utah, 600 km away.
  const seller = await createMember(request, {
    city: 'Colorado Springs',
    state: 'CO',
    postcode: '80903',
  });
  const seeds = uniqueName('Far seeds ');
  await list(request, seller, { title: seeds, price: 2, type_id: 1 });

  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/map/listings/nearby'))
      asked.push(new URL(r.url()).searchParams.get('radius_km')!);
  });
  await openMapAt(page, member, 39.7392, -104.9903);
  await expect(page.getByRole('button', { name: `${seeds}, $2` })).toBeVisible();
  expect(asked.slice(0, 2)).toEqual(['50', '500']);
});

test('a refused position says so, and the map still opens', async ({ browser, request }) => {
  const context = await browser.newContext({ permissions: [] });
  const page = await context.newPage();
  const member = await createMember(request, {
    city: 'Salt Lake City',
    state: 'UT',
    postcode: '84101',
  });
  await page.route('**/api/tiles/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  await signIn(page, member);
  await page.goto('/map');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/^Geolocation error: .+/);
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
  await expect(page.getByText('Your Location')).toBeHidden();
  await context.close();
});

test('without a tile server the map says so, and its markers still work', async ({
  page,
  request,
  member,
}) => {
  // Boise, away from the other journeys' listings: its marker stands alone, not in a group.
  const seller = await createMember(request, { city: 'Boise', state: 'ID', postcode: '83702' });
  const beans = uniqueName('Tileless beans ');
  await list(request, seller, { title: beans, price: 3, type_id: 1 });
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 43.615, longitude: -116.2023 });
  // No route for the tiles: the server's tile upstream refuses (playwright.config.ts).
  await signIn(page, member);
  await page.goto('/map');
  await expect(page.getByText('Map tiles are unavailable right now')).toBeVisible();
  await page.getByRole('button', { name: `${beans}, $3` }).click();
  await expect(page.getByRole('region', { name: 'Selected listing' })).toContainText(beans);
});
