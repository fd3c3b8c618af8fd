import {
  createMember,
  decodeEml,
  expect,
  notSignUpConfirmation,
  outbox,
  signIn,
  test,
} from './fixtures';

// Far from the other journeys' members (all around Salt Lake City), so that only this
// test's listings are within 50 km of its wanter when the whole suite shares one server.
const nearby = (postcode: string) => ({ city: 'Burlington', state: 'VT', postcode });

test('a wish-list item is matched once: one notification, one e-mail, and the bell opens the listing', async ({
  page,
  request,
}) => {
  const a = await createMember(request, nearby('05401'));
  const b = await createMember(request, nearby('05403'));

  // A wants tomatoes, under produce.
  await signIn(page, a);
  await page.goto('/post-want');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please add at least one item to your wish list')).toBeVisible();
  const produce = page.getByRole('textbox', { name: 'produce item 1' });
  await produce.fill('to');
  await produce.press('Enter');
  await expect(page.getByText('Each item must have at least 3 characters')).toBeVisible();
  await produce.fill('tomatoes');
  await produce.press('Enter');
  await expect(page).toHaveURL(/\/my-listings\?tab=want$/);
  await expect(page.getByRole('heading', { name: 'produce' })).toBeVisible();
  await expect(page.getByText('tomatoes', { exact: true })).toBeVisible();

  // B, nearby, lists a tomato as produce (a match) and tomato seeds as seeds (no match).
  const headers = { Authorization: `Bearer ${b.token}` };
  const listed = await request.post('/api/listings/', {
    headers,
    data: { title: 'Heirloom tomato', category_id: 1, type_id: 3 },
  });
  expect(listed.status()).toBe(201);
  const tomato = await listed.json();
  const seeds = await request.post('/api/listings/', {
    headers,
    data: { title: 'Tomato seeds', category_id: 2, type_id: 3 },
  });
  expect(seeds.status()).toBe(201);

  // Exactly one e-mail, to A, about the tomato (besides the link A got at sign-up).
  const toA = async () =>
    (await outbox()).filter(notSignUpConfirmation).filter((m) => m.includes(`To: ${a.email}`));
  await expect.poll(async () => (await toA()).length).toBe(1);
  const [mail] = (await toA()).map(decodeEml);
  expect(mail).toContain('Subject: Heirloom tomato is available near you');
  expect(mail).toContain(`/listings/${tomato.id}`);

  // Exactly one notification behind the bell.
  await page.reload();
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const matches = page.getByRole('list', { name: 'Notifications' });
  await expect(matches.getByRole('listitem')).toHaveCount(1);
  await expect(matches).toContainText('matches “tomatoes”');
  await expect(matches).not.toContainText('Tomato seeds');
  await matches.getByRole('link', { name: /Heirloom tomato/ }).click();
  await expect(page).toHaveURL(new RegExp(`/listings/${tomato.id}$`));
  await expect(page.getByRole('heading', { name: 'Heirloom tomato' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  expect(await toA()).toHaveLength(1);
});

test('a member edits the wish list, others see it on the seller page, and the e-mail preview uses their data', async ({
  page,
  request,
}) => {
  const a = await createMember(request, nearby('05401'));
  await signIn(page, a);
  await page.goto('/post-want');
  await page.getByRole('textbox', { name: 'seeds item 1' }).fill('Runner beans');
  await page.getByRole('button', { name: 'Add seeds item' }).click();
  await page.getByRole('textbox', { name: 'seeds item 2' }).fill('Sweet peas');
  await page.getByRole('textbox', { name: 'plants item 1' }).fill('Rosemary');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/my-listings\?tab=want$/);
  await expect(page.getByText('Sweet peas')).toBeVisible();

  // Delete from the Want tab.
  await page.getByRole('button', { name: 'Delete Sweet peas' }).click();
  await expect(page.getByText('Sweet peas')).toHaveCount(0);

  // Rename and mark for deletion on /post-want, applied together.
  await page.goto('/post-want');
  await page.getByRole('textbox', { name: 'seeds item 1' }).fill('Pole beans');
  await page.getByRole('button', { name: 'Remove plants item 1' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/my-listings\?tab=want$/);
  await expect(page.getByText('Pole beans')).toBeVisible();
  await expect(page.getByText('Rosemary')).toHaveCount(0);

  // The match e-mail preview, in a sandboxed frame.
  await page.goto('/match-noti');
  const frame = page.frameLocator('iframe[title="Match notification e-mail preview"]');
  await expect(frame.getByRole('heading', { name: 'A match for your wish list' })).toBeVisible();
  await expect(frame.getByText('Pole beans (seeds)')).toBeVisible();
  await expect(page.locator('iframe')).toHaveAttribute('sandbox', '');

  // Another member sees the wish list on A's seller page.
  const b = await createMember(request, nearby('05403'));
  await signIn(page, b);
  await page.goto(`/seller/${a.id}`);
  await page.getByRole('tab', { name: 'Want' }).click();
  await expect(page.getByRole('heading', { name: 'seeds' })).toBeVisible();
  await expect(page.getByText('Pole beans')).toBeVisible();
});
