import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { createMember, expect, type Member, signIn, test, uniqueName } from './fixtures';

const photo = path.join(import.meta.dirname, 'assets', 'tomato.jpg');

async function postListing(
  request: APIRequestContext,
  owner: Member,
  data: Record<string, unknown>,
): Promise<{ id: number; title: string }> {
  const res = await request.post('/api/listings/', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data,
  });
  expect(res.status()).toBe(201);
  return res.json();
}

test('a gardener lists tomatoes with a photo, another finds them; private, edit, delete', async ({
  page,
  member,
  request,
}) => {
  const neighbour = await createMember(request);
  const title = `Sungold tomatoes ${uniqueName('')}`;

  // Create, with a real photo that the browser compresses and the server re-encodes.
  await signIn(page, member);
  await page.goto('/my-listings');
  await expect(page.getByText('No listings found.')).toBeVisible();
  await page.getByRole('link', { name: 'Add a listing' }).click();
  await expect(page).toHaveURL(/\/listings\/new$/);
  await page.getByLabel('Add photos').setInputFiles(photo);
  await expect(page.getByRole('img', { name: 'Photo 1 (cover)' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title must be at least 3 characters long')).toBeVisible();
  await expect(page.getByText('Price must be greater than 0 for sell listings')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Price').fill('4');
  await page.getByLabel('Description').fill('Sweet orange cherry tomatoes.');
  await page.getByRole('button', { name: 'Save' }).click();

  // My lists: grouped by category, with its thumbnail, price and public toggle.
  await expect(page).toHaveURL(/\/my-listings$/);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(page.getByRole('heading', { name: 'produce' })).toBeVisible();
  await expect(row.getByText('$4.00')).toBeVisible();
  const thumb = row.getByRole('img', { name: title });
  await expect(thumb).toHaveAttribute('src', /\/api\/uploads\/listings\/.+\.webp$/);
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const toggle = row.getByRole('checkbox', { name: `public: ${title}` });
  await expect(toggle).toBeChecked();

  // The neighbour sees it in the Public tab and opens it.
  await signIn(page, neighbour);
  await page.goto('/listings');
  await expect(page.getByRole('tab', { name: 'Public' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('combobox', { name: 'Search listings' }).fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await page.getByRole('tab', { name: "Friend's" }).click();
  await expect(page.getByText('No listings match your search and filters.')).toBeVisible();
  await page.getByRole('tab', { name: 'Public' }).click();
  await card.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('public', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: member.username })).toHaveAttribute(
    'href',
    `/seller/${member.id}`,
  );
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const listingUrl = new URL(page.url()).pathname;

  // Back to the owner: make it private; the switch moves once the server agrees.
  await signIn(page, member);
  await page.goto('/my-listings');
  await row.getByRole('checkbox', { name: `public: ${title}` }).click();
  await expect(row.getByRole('checkbox', { name: `public: ${title}` })).not.toBeChecked();
  await page.getByLabel('private').check();
  await expect(row).toBeVisible();
  await page.getByLabel('public', { exact: true }).check();
  await expect(page.getByLabel('private')).not.toBeChecked();
  await expect(row).toHaveCount(0);

  // The neighbour no longer finds it, not even by its address.
  await signIn(page, neighbour);
  await page.goto(`/listings?q=${encodeURIComponent(title)}`);
  await expect(page.getByText('No listings match your search and filters.')).toBeVisible();
  await page.goto(listingUrl);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  // The owner hands it over and relists it, edits it, and then deletes it.
  await signIn(page, member);
  await page.goto(listingUrl);
  await page.getByRole('button', { name: /^Mark as (sold|given)$/ }).click();
  await expect(page.locator('.listing-detail__tags')).toContainText(/Sold|Given away/);
  await page.getByRole('button', { name: 'Relist' }).click();
  await expect(page.getByRole('button', { name: 'Reserve for…' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/listings\/\d+\/edit$/);
  await page.getByLabel('Title').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByLabel('Title').fill(`${title} (Roma)`);
  await page.getByLabel('Type').selectOption('exchange');
  await expect(page.getByLabel('Price')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`${listingUrl}$`));
  await expect(page.getByRole('heading', { name: `${title} (Roma)` })).toBeVisible();
  await expect(page.getByText('exchange', { exact: true })).toBeVisible();

  // A slow network holds the next screen's code back; the deleted listing's page must not
  // meanwhile reload itself into "Page Not Found".
  await page.route('**/assets/my-listings-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  await expect(page.getByText('No listings found.')).toBeVisible();
});

test('a guest opens a public listing by its address; a private one is "Page Not Found"', async ({
  page,
  member,
  request,
}) => {
  const shown = await postListing(request, member, {
    title: `Mammoth sunflower seeds ${uniqueName('')}`,
    type_id: 3,
    category_id: 2,
  });
  const hidden = await postListing(request, member, {
    title: 'Secret garlic',
    price: 2,
    is_public: false,
  });
  await page.goto(`/listings/${shown.id}`);
  await expect(page.getByRole('heading', { name: shown.title })).toBeVisible();
  await expect(page.getByText('giveaway', { exact: true })).toBeVisible();
  await expect(page.getByText('seeds', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto(`/listings/${hidden.id}`);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveURL(/\/not-found$/);
  await page.goto('/listings/999999999');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the marketplace filters, the filter page and the old addresses', async ({
  page,
  member,
  request,
}) => {
  const seller = await createMember(request);
  const tag = uniqueName('kale');
  for (const [price, typeId] of [
    [3, 1],
    [9, 1],
    [0, 2],
  ] as const) {
    await postListing(request, seller, {
      title: `${tag} bunch ${price}`,
      price,
      type_id: typeId,
      category_id: 1,
    });
  }
  await signIn(page, member);
  await page.goto('/my-listings-old');
  await expect(page).toHaveURL(/\/my-listings$/);

  await page.goto(`/listings?q=${tag}`);
  await expect(page.getByRole('link', { name: new RegExp(tag) })).toHaveCount(3);
  await page.getByRole('button', { name: 'plants' }).click();
  await expect(page.getByText('No listings match your search and filters.')).toBeVisible();
  await page.getByRole('button', { name: 'plants' }).click();
  await page.getByRole('button', { name: /^Filter/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Listings' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Highest price').check();
  await dialog.getByLabel('sell').check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  const cards = page.getByRole('list', { name: 'Listings' }).getByRole('link');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(`${tag} bunch 9`);

  await page.goto('/filter-page');
  await page.getByLabel('Lowest price').check();
  await page.getByLabel('Max price').fill('5');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/listings\?/);
  await page.getByRole('combobox', { name: 'Search listings' }).fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(`${tag} bunch 0`);

  await page.goto('/my-friend-listing');
  await expect(page.getByRole('tab', { name: "Friend's" })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByText('No listings from friends yet. Check out the public listings!'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Check out the public listings!' }).click();
  await expect(page.getByRole('tab', { name: 'Public' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/map$/);
});

test('the marketplace loads more listings as it is scrolled', async ({ page, member, request }) => {
  const seller = await createMember(request);
  const tag = uniqueName('chard');
  for (let batch = 0; batch < 6; batch++) {
    await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        postListing(request, seller, { title: `${tag} ${batch * 9 + i}`, price: 1 }),
      ),
    );
  }
  await signIn(page, member);
  await page.goto(`/listings?q=${tag}`);
  const cards = page.getByRole('list', { name: 'Listings' }).getByRole('link');
  await expect(cards).toHaveCount(50);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(54);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('at 390 px the category buttons keep to one row', async ({ page, member }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, member);
  await page.goto('/listings');
  const category = page.getByRole('group', { name: 'Category' });
  const tops = await Promise.all(
    ['produce', 'seeds', 'plants'].map(
      async (name) => (await category.getByRole('button', { name }).boundingBox())!.y,
    ),
  );
  expect(new Set(tops).size).toBe(1);
  await expect(category.getByRole('button', { name: 'plants' })).toBeInViewport({ ratio: 1 });
});
