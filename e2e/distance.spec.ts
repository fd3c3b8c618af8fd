import type { Page } from '@playwright/test';
import { createMember, expect, signIn, test, uniqueName } from './fixtures';

// How far and how fresh, and where (docs/product.md §6.3, §7.4, §7.6), in Chromium. In
// Albuquerque, away from the map journeys' Utah listings, so their markers are never grouped.

/** The smallest PNG: tiles are answered in the browser, so the journey never leaves the machine. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const serveTiles = (page: Page) =>
  page.route('**/api/tiles/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );

test('cards say how far and how fresh, the listing page where, and the unit follows the setting', async ({
  page,
  request,
}) => {
  const seller = await createMember(request, {
    city: 'Albuquerque',
    state: 'NM',
    postcode: '87102',
  });
  const title = uniqueName('Distance chard ');
  const created = await request.post('/api/listings/', {
    headers: { Authorization: `Bearer ${seller.token}` },
    data: { title, price: 2 },
  });
  expect(created.ok()).toBe(true);
  const buyer = await createMember(request, {
    city: 'Albuquerque',
    state: 'NM',
    postcode: '87106',
  });

  await serveTiles(page);
  await signIn(page, buyer);
  await page.goto(`/listings?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText(/\d+(\.\d)? mi · just now/);

  await card.getByRole('link').click();
  const area = page.getByRole('region', { name: 'Where it is' });
  // The area's line itself: the small map beside it adds its credits to the region's text.
  await expect(area.getByText(/^Near Albuquerque · \d+(\.\d)? mi away$/)).toBeVisible();
  // A circle around the shown point, not a pin.
  await expect(area.locator('.area-map svg path')).toBeVisible();
  await expect(area.locator('.leaflet-marker-icon')).toHaveCount(0);

  await page.goto('/profile');
  await page.getByRole('combobox', { name: 'Distances in' }).selectOption('Kilometres');
  await expect(page.getByRole('combobox', { name: 'Distances in' })).toHaveValue('km');
  await page.goto(`/listings?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText(
    /\d+(\.\d)? km · just now/,
  );
});

test('without tiles the listing page keeps the area line and leaves the map out', async ({
  page,
  request,
}) => {
  const seller = await createMember(request, {
    city: 'Albuquerque',
    state: 'NM',
    postcode: '87102',
  });
  const created = await request.post('/api/listings/', {
    headers: { Authorization: `Bearer ${seller.token}` },
    data: { title: uniqueName('Tileless beans '), price: 1 },
  });
  const { id } = await created.json();
  // A guest, and no tile route: the server's tile upstream refuses (playwright.config.ts).
  await page.goto(`/listings/${id}`);
  const area = page.getByRole('region', { name: 'Where it is' });
  await expect(area).toHaveText('Near Albuquerque');
  await expect(area.locator('.area-map')).toHaveCount(0);
});
