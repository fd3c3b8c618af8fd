import { createMember, expect, test, uniqueName } from './fixtures';

// The listing page's small map (docs/product.md §7.6) without a tile server: the server's tile
// upstream refuses (playwright.config.ts), and no route here answers for it.

test('a listing page asks for no tiles of a small map it does not show', async ({
  page,
  request,
}) => {
  const seller = await createMember(request, {
    city: 'Albuquerque',
    state: 'NM',
    postcode: '87102',
  });
  const ids: number[] = [];
  for (const title of [uniqueName('Tileless okra '), uniqueName('Tileless leeks ')]) {
    const created = await request.post('/api/listings/', {
      headers: { Authorization: `Bearer ${seller.token}` },
      data: { title, price: 1 },
    });
    expect(created.ok()).toBe(true);
    ids.push((await created.json()).id);
  }
  const tiles: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/tiles/')) tiles.push(r.url());
  });

  // The first listing tries the map's one centre tile, and on its failure draws no map.
  await page.goto(`/listings/${ids[0]}`);
  const area = page.getByRole('region', { name: 'Where it is' });
  await expect(area).toHaveText('Near Albuquerque');
  await page.waitForTimeout(1_000);
  await expect(area.locator('.area-map')).toHaveCount(0);
  expect(tiles.length).toBeLessThanOrEqual(1);

  // The next listing remembers the failure: no tile at all.
  tiles.length = 0;
  await page.goto(`/listings/${ids[1]}`);
  await expect(area).toHaveText('Near Albuquerque');
  await page.waitForTimeout(1_000);
  await expect(area.locator('.area-map')).toHaveCount(0);
  expect(tiles).toEqual([]);
});
