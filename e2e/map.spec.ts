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
  const squash = uniqueName('Map squash ');
  const tomatoesId = await list(request, seller, { title: tomatoes, price: 4, type_id: 1 });
  await list(request, seller, { title: zucchini, price: 0, type_id: 3 });
  await list(request, seller, { title: squash, price: 0, type_id: 2 });

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
  // One label per type, as the cards say it (docs/product.md §6.6), each type in its colour.
  const giveaway = page.getByRole('button', { name: `${zucchini}, giveaway` });
  const exchange = page.getByRole('button', { name: `${squash}, exchange` });
  await expect(giveaway).toContainText('giveaway');
  await expect(exchange).toContainText('exchange');
  await expect(exchange.locator('.price-marker')).toHaveClass(/price-marker--exchange/);
  await expect(giveaway.locator('.price-marker')).toHaveClass(/price-marker--giveaway/);
  await expect(marker.locator('.price-marker')).toHaveClass(/price-marker--sell/);
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

  await giveaway.click();
  await expect(card).toContainText('giveaway');
  await exchange.click();
  await expect(card).toContainText(squash);
  await expect(card).toContainText('exchange');
  await expect(card).not.toContainText('giveaway');
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

test('a refused position opens the map at home, with one quiet hint the first time', async ({
  browser,
  request,
}) => {
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
  const hint = page.getByText('Showing listings around your home.');
  await expect(hint).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Geolocation/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
  await expect(page.getByText('Your Location')).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(hint).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
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
  const notice = page.getByText('Map tiles are unavailable right now');
  await expect(notice).toBeVisible();
  const marker = page.getByRole('button', { name: `${beans}, $3` });
  await expect(marker).toBeVisible();

  // Even a marker dragged up to the map's top edge, centred, is never under the notice.
  const view = (await page.locator('.map-view').boundingBox())!;
  const at = (await marker.boundingBox())!;
  const from = { x: view.x + 20, y: view.y + view.height - 20 };
  const to = {
    x: from.x + (view.x + view.width / 2 - (at.x + at.width / 2)),
    y: from.y + (view.y + at.height / 2 + 6 - (at.y + at.height / 2)),
  };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.waitForTimeout(300);
  await page.mouse.up();
  const moved = (await marker.boundingBox())!;
  expect(moved.y).toBeLessThan(view.y + 20);
  const bar = (await notice.boundingBox())!;
  const overlaps =
    moved.x < bar.x + bar.width &&
    bar.x < moved.x + moved.width &&
    moved.y < bar.y + bar.height &&
    bar.y < moved.y + moved.height;
  expect(overlaps).toBe(false);

  await marker.click();
  await expect(page.getByRole('region', { name: 'Selected listing' })).toContainText(beans);
});
