import { createMember, expect, test, uniqueName } from './fixtures';

/**
 * A guest from a shared listing link: the message they want to send leads to the sign-up form,
 * onboarding, and back to the listing to send it (docs/product.md §2.3, §3.3, §5.1, §7.6).
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a guest opens a shared listing, taps message, signs up and sends it from the listing', async ({
  page,
  request,
}) => {
  const seller = await createMember(request, { city: 'Salt Lake City', postcode: '84102' });
  const title = `Sungold tomato plants ${uniqueName('')}`;
  const created = await request.post('/api/listings/', {
    headers: { Authorization: `Bearer ${seller.token}` },
    data: { title, price: 3, category_id: 3, is_public: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const listingUrl = `/listings/${(await created.json()).id}`;

  // The shared link, opened by someone without an account.
  await page.goto(listingUrl);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('link', { name: `Sign up to message ${seller.username}` }).click();

  // The sign-up form, not the log-in one.
  await expect(page).toHaveURL(/\/register$/);
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Register' }),
  ).toHaveAttribute('aria-current', 'page');
  const username = uniqueName('guest_');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('First name').fill('Gus');
  await page.getByLabel('Last name').fill('Test');
  await page.getByLabel('Password', { exact: true }).fill('guest-password-1');
  await page.getByLabel('Confirm password').fill('guest-password-1');
  await page.getByRole('button', { name: 'Register' }).click();

  // Onboarding first (no navigation to wander off by), then back to the listing.
  await expect(page).toHaveURL(/\/personal-info$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByLabel('Postcode').fill('84103');
  await expect(page.getByLabel('City')).toHaveValue('Salt Lake City');
  await expect(page.getByLabel('State')).toHaveValue('UT');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`${listingUrl}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Now a member: the message bar is where the sign-up button was.
  const bar = page.getByRole('form', { name: `Message ${seller.username}` });
  await bar.getByPlaceholder('Type a message…').fill('Are the tomato plants still available?');
  await bar.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/${seller.id}$`));
  const chat = page.getByRole('list', { name: `Messages with ${seller.username}` });
  await expect(chat.getByText('Are the tomato plants still available?')).toBeVisible();
  await expect(chat.getByText('Sending…')).toHaveCount(0);

  // The seller has it, about the listing.
  await expect
    .poll(async () => {
      const res = await request.get('/api/messages', {
        headers: { Authorization: `Bearer ${seller.token}` },
      });
      return JSON.stringify(await res.json());
    })
    .toContain('Are the tomato plants still available?');
});

test('"Sign up" on the home page opens the sign-up form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Try it out for free' }).click();
  await expect(page).toHaveURL(/\/register$/);
});
