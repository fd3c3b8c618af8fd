import { baseURL } from '../playwright.config';
import { createMember, expect, signIn, test, uniqueName } from './fixtures';

test('B asks about A’s tomatoes, A reserves them for B, then gives them: gone from the marketplace', async ({
  page,
  browser,
  request,
}) => {
  const ann = await createMember(request);
  const bea = await createMember(request);
  const title = `Sungold tomatoes ${uniqueName('')}`;
  const listed = await request.post('/api/listings/', {
    headers: { Authorization: `Bearer ${ann.token}` },
    data: { title, category_id: 1, type_id: 3 },
  });
  expect(listed.status()).toBe(201);
  const listingId: number = (await listed.json()).id;

  // Bea finds them on the marketplace and asks from the listing page.
  const beaContext = await browser.newContext({ baseURL });
  const beaPage = await beaContext.newPage();
  await signIn(beaPage, bea);
  await beaPage.goto(`/listings?tab=public&q=${encodeURIComponent(title)}`);
  await beaPage.getByRole('link', { name: new RegExp(title) }).click();
  await expect(beaPage).toHaveURL(new RegExp(`/listings/${listingId}$`));
  const bar = beaPage.getByRole('form', { name: `Message ${ann.username}` });
  await bar.getByPlaceholder('Type a message…').fill('Are these still available?');
  await bar.getByRole('button', { name: 'Send' }).click();
  await expect(beaPage).toHaveURL(new RegExp(`/messages/${ann.id}$`));
  const beaList = beaPage.getByRole('list', { name: `Messages with ${ann.username}` });
  await expect(beaList.getByText('Are these still available?')).toBeVisible();

  // Ann sees the card of what Bea asks about in the thread; it opens the listing.
  await signIn(page, ann);
  await page.goto(`/messages/${bea.id}`);
  const annList = page.getByRole('list', { name: `Messages with ${bea.username}` });
  const card = annList.getByRole('link', { name: new RegExp(`About: ${title}`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('giveaway');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/listings/${listingId}$`));

  // Her listing page lists Bea among those who asked; she reserves the tomatoes for her.
  const askers = page.getByRole('region', { name: 'Who has asked' });
  await expect(
    askers.getByRole('link', { name: `Open the chat with ${bea.username}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Reserve for…' }).click();
  const dialog = page.getByRole('dialog', { name: `Reserve “${title}” for…` });
  await dialog.getByRole('radio', { name: new RegExp(bea.username) }).check();
  await dialog.getByRole('button', { name: 'Reserve' }).click();
  await expect(page.getByText(`Reserved for ${bea.username}`)).toBeVisible();

  // Bea's bell tells her, without a reload; the listing says it is reserved.
  const bell = beaPage.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 4000 });
  await bell.click();
  const notice = beaPage
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`${ann.username} reserved ${title} for you`) });
  await expect(notice).toHaveAttribute('href', `/listings/${listingId}`);
  await notice.click();
  await expect(beaPage.getByText('Reserved', { exact: true })).toBeVisible();

  // Ann hands them over: they are given, and gone from the marketplace.
  await page.getByRole('button', { name: 'Mark as given' }).click();
  await expect(page.getByText(`Given away to ${bea.username}`)).toBeVisible();
  await beaPage.goto(`/listings?tab=public&q=${encodeURIComponent(title)}`);
  await expect(beaPage.getByText('No listings match your search and filters.')).toBeVisible();
  await expect(beaPage.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  // Ann still has them, under "Done".
  await page.goto('/my-listings');
  await expect(page.getByRole('region', { name: 'Done' }).getByText(title)).toBeVisible();
  await beaContext.close();
});
