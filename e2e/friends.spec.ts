import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  createMember,
  decodeEml,
  expect,
  type Member,
  outbox,
  signIn,
  test,
  uniqueName,
} from './fixtures';

/** A friends-only listing, created through the API (the listing form has its own journey). */
async function friendsOnlyListing(request: APIRequestContext, owner: Member, title: string) {
  const res = await request.post('/api/listings/', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { title, price: 4, type_id: 1, category_id: 1, is_public: false },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { id: number };
}

async function pageFor(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, member);
  return page;
}

test('two gardeners become friends, see each other’s friends-only listings, and part again', async ({
  browser,
  request,
}) => {
  const alma = await createMember(request, { city: 'Salt Lake City', state: 'UT' });
  const basil = await createMember(request, { city: 'Sandy', state: 'UT', postcode: '84070' });
  await friendsOnlyListing(request, alma, 'Alma heirloom tomatoes');
  await friendsOnlyListing(request, basil, 'Basil purple beans');

  const a = await pageFor(browser, alma);
  const b = await pageFor(browser, basil);

  // Before: neither sees the other's friends-only listing.
  await b.goto('/my-friend-listing');
  await expect(b.getByText('No listings from friends yet.')).toBeVisible();

  // A finds B's page and sends a request.
  await a.goto(`/seller/${basil.id}`);
  await expect(a.getByRole('heading', { name: `@${basil.username}` })).toBeVisible();
  await expect(a.getByText('Sandy, UT')).toBeVisible();
  await expect(a.getByText('0 friends')).toBeVisible();
  await a.getByRole('button', { name: 'Add friend' }).click();
  const invitation = a.getByRole('dialog', { name: 'Invitation' });
  await expect(invitation.getByText('Your connection request was sent!')).toBeVisible();
  await invitation.getByRole('button', { name: 'ok!' }).click();
  await expect(invitation).toBeHidden();
  await expect(a.getByRole('button', { name: 'Cancel friend request' })).toBeVisible();

  // B sees the request pending, follows it to the friends page and accepts.
  await b.goto(`/seller/${alma.id}`);
  await b.getByRole('link', { name: 'Friend request pending' }).click();
  await expect(b).toHaveURL(/\/myfriends\?view=pending$/);
  await expect(b.getByRole('link', { name: alma.username })).toBeVisible();
  await b.getByRole('button', { name: `Accept friend request from ${alma.username}` }).click();
  await expect(b).toHaveURL(/\/myfriends$/);
  await expect(b.getByText('1 friend', { exact: true })).toBeVisible();
  await expect(b.getByRole('link', { name: new RegExp(alma.username) })).toHaveAttribute(
    'href',
    `/seller/${alma.id}`,
  );
  await expect(b.getByRole('link', { name: 'pending invitation 0' })).toBeVisible();

  // Both see the other's friends-only listing in the marketplace's Friend's tab.
  await b.goto('/my-friend-listing');
  await expect(b.getByText('Alma heirloom tomatoes')).toBeVisible();
  await a.goto('/my-friend-listing');
  await expect(a.getByText('Basil purple beans')).toBeVisible();

  // And on the seller page's Have tab, linking to the listing.
  await a.goto(`/seller/${basil.id}`);
  await expect(a.getByText('1 friend', { exact: true })).toBeVisible();
  await expect(a.getByRole('link', { name: /Basil purple beans/ })).toHaveAttribute(
    'href',
    /\/listings\/\d+$/,
  );

  // A removes B after the confirmation.
  await a.getByRole('button', { name: `Friends with ${basil.username}` }).click();
  const remove = a.getByRole('dialog', { name: 'Remove Friend' });
  await expect(
    remove.getByText('Are you sure you want to remove from your friends list?'),
  ).toBeVisible();
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(a.getByRole('button', { name: 'Add friend' })).toBeVisible();
  await expect(a.getByText('0 friends')).toBeVisible();
  await expect(a.getByText('No items')).toBeVisible();

  // The listing disappears for B.
  await b.goto('/my-friend-listing');
  await expect(b.getByText('No listings from friends yet.')).toBeVisible();
  await expect(b.getByText('Alma heirloom tomatoes')).toBeHidden();
  await b.goto('/myfriends');
  await expect(b.getByText('0 friends')).toBeVisible();

  await a.context().close();
  await b.context().close();
});

test('a guest views a seller page; a missing member is "User not found"', async ({
  page,
  member,
}) => {
  await page.goto(`/seller/${member.id}`);
  await expect(page.getByRole('heading', { name: `@${member.username}` })).toBeVisible();
  await expect(page.getByText('Location not specified')).toBeVisible();
  await expect(page.getByText('No items')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add friend' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Want' }).click();
  await expect(page).toHaveURL(/\?tab=want$/);
  await expect(page.getByText('No items in wishlist.')).toBeVisible();
  await page.goto('/seller/2147483000');
  await expect(page.getByText('User not found')).toBeVisible();
});

test('a guest from a shared profile link joins and lands back on that profile', async ({
  page,
  member,
}) => {
  // docs/product.md §2.3: open pages show a guest the logo and the way in.
  await page.goto(`/seller/${member.id}?tab=want`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Homegrown home' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await header.getByRole('link', { name: 'Join Homegrown' }).click();
  await expect(page).toHaveURL(/\/register$/);

  const username = uniqueName('joiner_');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Iner');
  await page.getByLabel('Password', { exact: true }).fill('joiner-password');
  await page.getByLabel('Confirm password').fill('joiner-password');
  await page.getByRole('button', { name: 'Register' }).click();

  // Onboarding comes first, then the page they joined from (§5.1).
  await expect(page).toHaveURL(/\/personal-info$/);
  await page.getByLabel('City').fill('Sandy');
  await page.getByLabel('State').fill('UT');
  await page.getByLabel('Postcode').fill('84070');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/seller/${member.id}\\?tab=want$`));
  await expect(page.getByRole('heading', { name: `@${member.username}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add friend' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Homegrown' })).toHaveCount(0);
});

test('a gardener shares their profile by QR code, link and e-mail', async ({
  page,
  member,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, member);
  await page.goto('/myfriends');
  await expect(page.getByText('0 friends')).toBeVisible();

  await page.getByRole('button', { name: 'Use QR Code' }).click();
  const qr = page.getByRole('img', { name: 'QR code of your profile link' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Share your profile with a link' }).click();
  const link = `${new URL(page.url()).origin}/seller/${member.id}`;
  await expect(page.getByLabel('Your profile link')).toHaveValue(link);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.keyboard.press('Escape');

  // The invitation e-mail: previewed with the member's data, then sent.
  await page.getByRole('link', { name: 'Invite a friend by e-mail' }).click();
  await expect(page).toHaveURL(/\/friend-invi$/);
  await expect(page.getByText(`${member.username} invited you to Homegrown`)).toBeVisible();
  const preview = page.frameLocator('iframe[title="Invitation e-mail preview"]');
  await expect(
    preview.getByRole('heading', { name: 'You are invited to Homegrown' }),
  ).toBeVisible();
  await expect(
    preview.getByRole('link', { name: `See ${member.username}'s garden` }),
  ).toHaveAttribute('href', new RegExp(`/seller/${member.id}$`));
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  const friend = `friend-${member.username}@example.com`;
  await page.getByLabel("Friend's e-mail").fill(friend);
  await page.getByLabel("Friend's name (optional)").fill('Sam');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${friend}`)).toBeVisible();
  await expect
    .poll(async () => (await outbox()).map(decodeEml).find((m) => m.includes(`To: ${friend}`)))
    .toContain(`/seller/${member.id}`);

  // Onboarding's invite step offers the same, then finishes or skips.
  await page.goto('/invite-your-friends');
  await expect(page.getByRole('button', { name: 'Use QR Code' })).toBeVisible();
  await page.getByRole('link', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/listings\/new$/);
  await page.goto('/invite-your-friends');
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
});

test('members find each other by username', async ({ page, member, request }) => {
  const other = await createMember(request);
  await signIn(page, member);
  await page.goto('/friend-search');
  await page.getByLabel('Search by username').fill(other.username.toUpperCase());
  await page.getByRole('link', { name: new RegExp(other.username) }).click();
  await expect(page).toHaveURL(new RegExp(`/seller/${other.id}$`));
  await expect(page.getByRole('button', { name: 'Add friend' })).toBeVisible();
});
