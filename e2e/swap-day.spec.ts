import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { createMember, expect, type Member, signIn, test, uniqueName } from './fixtures';

// Swap days (docs/product.md §7.19), in Chromium: one neighbour hosts, another comes bringing
// a listing. In Albuquerque, as the distance journey, away from the map journeys' Utah listings.

/** The smallest PNG: tiles are answered in the browser, so the journey never leaves the machine. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const serveTiles = (page: Page) =>
  page.route('**/api/tiles/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );

/** A day some days ahead in the browser's own calendar, as the date input takes it. */
function daysAhead(days: number): string {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}` });

test('a neighbour hosts a swap day on the map, another comes bringing a listing, and the host sees it', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers through five screens: more than the default journey's time.
  test.setTimeout(90_000);
  const ann = await createMember(request, { city: 'Albuquerque', state: 'NM', postcode: '87102' });
  const bea = await createMember(request, { city: 'Albuquerque', state: 'NM', postcode: '87106' });
  const seeds = `Cherokee Purple seeds ${uniqueName('')}`;
  const listed = await request.post('/api/listings/', {
    headers: auth(bea),
    data: { title: seeds, category_id: 2, type_id: 3 },
  });
  expect(listed.status()).toBe(201);
  const listingId: number = (await listed.json()).id;
  const title = `Seed swap ${uniqueName('')}`;

  // Ann hosts one, putting its pin on the map, which opens on her own area.
  await serveTiles(page);
  await signIn(page, ann);
  await page.goto('/swap-days');
  await page.getByRole('link', { name: 'Host a swap day' }).click();
  await expect(page.getByRole('heading', { name: 'Host a swap day' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description (optional)').fill('Bring seeds in paper envelopes.');
  await page.getByLabel('Day', { exact: true }).fill(daysAhead(3));
  await page.getByLabel('From').fill('10:00');
  await page.getByLabel('Until').fill('12:00');
  await page.getByLabel('Place', { exact: true }).fill('Main Library, front steps');
  await expect(page.getByText('No place chosen yet.')).toBeVisible();
  // Near the right edge, about 1 km from the map's centre (her cloaked point, within 500 m of
  // her home): a public place, never within the 150 m of home the server refuses (docs/
  // product.md §7.19); the zoom buttons sit top left, the credits bottom right.
  const picker = page.locator('.place-picker__map');
  const box = (await picker.boundingBox())!;
  await picker.click({ position: { x: box.width - 40, y: box.height / 2 } });
  await expect(page.getByText('Pin placed.')).toBeVisible();
  await page.getByRole('button', { name: 'Host this swap day' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/swap-days\/\d+$/);
  const eventPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Nobody going yet' })).toBeVisible();
  await expect(page.locator('.event-map .leaflet-marker-icon')).toBeVisible();

  // Bea, a neighbour, finds it among the swap days near her and says she is going.
  const beaContext = await browser.newContext({ baseURL });
  const beaPage = await beaContext.newPage();
  await serveTiles(beaPage);
  await signIn(beaPage, bea);
  await beaPage.goto('/listings');
  await beaPage.getByRole('link', { name: 'Swap days' }).click();
  const near = beaPage.getByRole('list', { name: 'Upcoming swap days near you' });
  const entry = near.getByRole('listitem').filter({ hasText: title });
  await expect(entry).toContainText(/Main Library, front steps · \d+(\.\d)? mi away/);
  await expect(entry).toContainText('Nobody going yet');
  await entry.getByRole('link', { name: title }).click();
  await beaPage.getByRole('button', { name: "I'm going" }).click();
  const dialog = beaPage.getByRole('dialog', { name: 'What will you bring?' });
  await dialog.getByRole('checkbox', { name: new RegExp(seeds) }).check();
  await dialog.getByRole('button', { name: "I'm going, bringing 1" }).click();
  await expect(beaPage.getByText("You're going")).toBeVisible();
  await expect(beaPage.getByRole('heading', { name: '1 going' })).toBeVisible();

  // Ann's page: one going, and Bea's seeds among what people bring.
  await page.goto(eventPath);
  await expect(page.getByRole('heading', { name: '1 going' })).toBeVisible();
  const bringing = page.getByRole('list', { name: 'What people bring' });
  await expect(bringing.getByRole('link', { name: seeds })).toHaveAttribute(
    'href',
    `/listings/${listingId}`,
  );
  await expect(bringing.getByText(`brought by ${bea.username}`)).toBeVisible();
  await beaContext.close();
});
