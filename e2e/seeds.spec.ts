import { createMember, expect, signIn, test, uniqueName } from './fixtures';

// Seeds with their story (docs/product.md §7.18): one member lists heirloom seeds with a
// variety, another finds them by the variety and the kind.
test('a gardener lists heirloom seeds with their story; a neighbour finds them by variety and kind', async ({
  page,
  member,
  request,
}) => {
  const neighbour = await createMember(request);
  const title = `Tomato seeds ${uniqueName('')}`;

  await signIn(page, member);
  await page.goto('/listings/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Type').selectOption({ label: 'giveaway' });
  await expect(page.getByLabel('Variety')).toHaveCount(0);
  await page.getByLabel('Category').selectOption({ label: 'seeds' });
  await page.getByLabel('Variety').fill('Cherokee Purple');
  await page.getByLabel('Kind').selectOption({ label: 'Heirloom' });
  await page.getByLabel('Year saved').fill('2025');
  await page.getByLabel('Where they come from').selectOption({ label: 'My garden' });
  await page.getByLabel('Note').fill('Germinated 90 % in March');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('heirloom · saved 2025')).toBeVisible();

  // The neighbour searches the variety and keeps heirloom seeds only.
  await signIn(page, neighbour);
  await page.goto('/listings');
  await page.getByRole('combobox', { name: 'Search listings' }).fill('cherokee');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: /^Filter/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Listings' });
  await dialog.getByLabel('Heirloom').check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/seed_kind=heirloom/);
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Cherokee Purple')).toBeVisible();
  await expect(card.getByText('heirloom · saved 2025')).toBeVisible();

  // Its page tells the whole story.
  await card.getByRole('link').click();
  const story = page.getByRole('region', { name: 'Cherokee Purple' });
  await expect(story).toContainText('Heirloom');
  await expect(story).toContainText('2025');
  await expect(story).toContainText("Saved in the grower's own garden");
  await expect(story).toContainText('Germinated 90 % in March');
});
