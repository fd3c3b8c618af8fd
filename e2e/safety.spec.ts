import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { MODERATOR_EMAIL } from '../playwright.config';
import { createMember, expect, type Member, signIn, test, uniqueName } from './fixtures';

/** A report through the API (the report dialog has its own journey below). */
async function reportListing(
  request: APIRequestContext,
  reporter: Member,
  listingId: number,
  reason: string,
) {
  const res = await request.post('/api/reports', {
    headers: { Authorization: `Bearer ${reporter.token}` },
    data: { target_type: 'listing', target_id: listingId, reason },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A public seeds listing through the API (the listing form has its own journey). */
async function postListing(request: APIRequestContext, owner: Member, title: string) {
  const res = await request.post('/api/listings/', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { title, price: 3, type_id: 1, category_id: 2, is_public: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; title: string };
}

async function pageFor(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, member);
  return page;
}

/** MODERATOR_EMAIL (playwright.config.ts) signed up, or signed in when a retry finds it taken. */
async function theModerator(request: APIRequestContext): Promise<Member> {
  const password = 'moderator-password-1';
  const username = 'the_moderator';
  const res = await request.post('/api/auth/register', {
    data: { email: MODERATOR_EMAIL, username, password, first_name: 'Mo', last_name: 'Derator' },
  });
  if (res.ok()) {
    const body = await res.json();
    return {
      id: body.user.id,
      email: MODERATOR_EMAIL,
      username,
      password,
      token: body.access_token,
    };
  }
  const login = await request.post('/api/auth/login', {
    form: { username: MODERATOR_EMAIL, password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const body = await login.json();
  return { id: body.user.id, email: MODERATOR_EMAIL, username, password, token: body.access_token };
}

test('blocked from a chat: the other can no longer write, and the blocker’s listings disappear for them', async ({
  browser,
  request,
}) => {
  const ann = await createMember(request);
  const bea = await createMember(request);
  const seeds = await postListing(request, bea, `Bea's bean seeds ${uniqueName('')}`);
  await request.post('/api/messages', {
    headers: { Authorization: `Bearer ${ann.token}` },
    data: { receiver_id: bea.id, content: 'Any beans left?' },
  });

  // Ann can see Bea's listing before the block.
  const annPage = await pageFor(browser, ann);
  await annPage.goto(`/listings?q=${encodeURIComponent(seeds.title)}`);
  await expect(annPage.getByRole('link', { name: new RegExp(seeds.title) })).toBeVisible();

  // Bea blocks Ann from the chat's menu, after the confirm.
  const beaPage = await pageFor(browser, bea);
  await beaPage.goto(`/messages/${ann.id}`);
  await expect(beaPage.getByText('Any beans left?')).toBeVisible();
  await beaPage.getByRole('button', { name: `More for ${ann.username}` }).click();
  await beaPage.getByRole('menuitem', { name: `Block ${ann.username}` }).click();
  const dialog = beaPage.getByRole('dialog', { name: `Block ${ann.username}?` });
  await expect(dialog).toContainText('is not told');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    beaPage.getByText(`You have blocked ${ann.username}. Unblock them to write again.`),
  ).toBeVisible();
  await expect(beaPage.getByRole('button', { name: 'Send' })).toBeDisabled();

  // Ann writes to Bea: refused, her text kept, the chat closed.
  await annPage.goto(`/messages/${bea.id}`);
  const input = annPage.getByRole('textbox', { name: 'Message' });
  await expect(annPage.getByText('Any beans left?')).toBeVisible();
  await input.fill('Hello again?');
  await input.press('Enter');
  await expect(annPage.getByText("You can't message this member")).toBeVisible();
  await expect(input).toHaveValue('Hello again?');
  await expect(annPage.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(annPage.getByText('Hello again?', { exact: true })).toHaveCount(0);

  // Bea's listing is gone for Ann: in the marketplace and at its address.
  await annPage.goto(`/listings?q=${encodeURIComponent(seeds.title)}`);
  await expect(annPage.getByText('No listings match your search and filters.')).toBeVisible();
  await annPage.goto(`/listings/${seeds.id}`);
  await expect(annPage.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  // Bea finds Ann under "Blocked members" in her profile.
  await beaPage.goto('/profile');
  await beaPage.getByRole('link', { name: 'Blocked members' }).click();
  await expect(
    beaPage.getByRole('list', { name: 'Blocked members' }).getByText(ann.username),
  ).toBeVisible();
  await annPage.context().close();
  await beaPage.context().close();
});

test('a reported listing is removed by a moderator, who then suspends its owner: signed out at once', async ({
  browser,
  request,
}) => {
  const owner = await createMember(request);
  const reporter = await createMember(request);
  const moderator = await theModerator(request);
  const listing = await postListing(request, owner, `Miracle seeds ${uniqueName('')}`);

  // A member reports the listing from its page.
  const reporterPage = await pageFor(browser, reporter);
  await reporterPage.goto(`/listings/${listing.id}`);
  await reporterPage.getByRole('button', { name: 'Report this listing' }).click();
  const report = reporterPage.getByRole('dialog', { name: `Report “${listing.title}”` });
  await report.getByRole('radio', { name: 'Scam or fraud' }).check();
  await report.getByLabel('Details (optional)').fill('They promise seeds that grow overnight.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Thanks, our moderators will look at it.')).toBeVisible();
  await report.getByRole('button', { name: 'Close' }).click();
  await reporterPage.context().close();
  // A second neighbour reports it too: the desk shows the listing once, both reports inside.
  const second = await createMember(request);
  await reportListing(request, second, listing.id, 'spam');

  // The owner is at work on My lists.
  const ownerPage = await pageFor(browser, owner);
  await ownerPage.goto('/my-listings');
  const row = ownerPage.getByRole('listitem').filter({ hasText: listing.title });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Removed by a moderator');

  // The moderator opens the desk from the profile and removes the listing.
  const modPage = await pageFor(browser, moderator);
  await modPage.goto('/profile');
  await modPage.getByRole('link', { name: 'Moderation desk' }).click();
  await expect(modPage).toHaveURL(/\/moderation$/);
  await expect(modPage.getByRole('article').filter({ hasText: listing.title })).toHaveCount(1);
  const card = modPage
    .getByRole('article', { name: 'Scam or fraud, Spam: a listing' })
    .filter({ hasText: listing.title });
  const reports = card.getByRole('list', { name: 'Reports' }).getByRole('listitem');
  await expect(reports).toHaveCount(2);
  await expect(reports.nth(0)).toContainText(`Reported by ${reporter.username}`);
  await expect(reports.nth(0)).toContainText('They promise seeds that grow overnight.');
  await expect(reports.nth(1)).toContainText(`Reported by ${second.username}`);
  await card.getByLabel('Note (optional)').fill('Impossible claims');
  await card.getByRole('button', { name: 'Remove listing' }).click();
  const confirm = modPage.getByRole('dialog', { name: 'Remove listing?' });
  await confirm.getByRole('button', { name: 'Remove listing' }).click();
  await expect(
    modPage.getByRole('status').filter({ hasText: 'Remove listing: done.' }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);

  // The owner sees it removed in My lists.
  await ownerPage.reload();
  await expect(row).toContainText('Removed by a moderator');

  // From the closed reports, the moderator suspends the owner; the audit log has both.
  await modPage.getByRole('tab', { name: 'Closed' }).click();
  const closed = modPage.getByRole('article').filter({ hasText: listing.title });
  await closed.getByRole('button', { name: 'Suspend member' }).click();
  await modPage
    .getByRole('dialog', { name: 'Suspend member?' })
    .getByRole('button', { name: 'Suspend member' })
    .click();
  await expect(
    modPage.getByRole('status').filter({ hasText: 'Suspend member: done.' }),
  ).toBeVisible();
  await modPage.getByRole('tab', { name: 'Audit log' }).click();
  const log = modPage.getByRole('list', { name: 'Audit log' });
  await expect(log).toContainText(`${moderator.username} removed listing #${listing.id}`);
  await expect(log).toContainText('Impossible claims');
  await expect(log).toContainText(`${moderator.username} suspended member #${owner.id}`);
  await modPage.context().close();

  // The owner's open page is signed out without them doing anything, and sign-in is refused.
  await expect(ownerPage).toHaveURL(/\/login$/, { timeout: 15_000 });
  await ownerPage.getByLabel('Email').fill(owner.email);
  await ownerPage.getByLabel('Password').fill(owner.password);
  await ownerPage.getByRole('button', { name: 'Login' }).click();
  await expect(ownerPage.getByText('This account is suspended')).toBeVisible();
  await expect(ownerPage).toHaveURL(/\/login$/);
  await ownerPage.context().close();
});

for (const width of [390, 820, 1440]) {
  test(`at ${width} px the desk leaves a listing only the moderator reported to another moderator`, async ({
    browser,
    request,
  }) => {
    const owner = await createMember(request);
    const neighbour = await createMember(request);
    const moderator = await theModerator(request);
    const theirs = await postListing(request, owner, `Odd tubers ${uniqueName('')}`);
    const shared = await postListing(request, owner, `Odd onions ${uniqueName('')}`);
    await reportListing(request, moderator, theirs.id, 'prohibited');
    await reportListing(request, moderator, shared.id, 'prohibited');
    await reportListing(request, neighbour, shared.id, 'spam');

    const modPage = await pageFor(browser, moderator);
    await modPage.setViewportSize({ width, height: 900 });
    await modPage.goto('/moderation');
    const own = modPage.getByRole('article').filter({ hasText: theirs.title });
    await expect(own).toContainText(`Reported by ${moderator.username}`);
    await expect(own).toContainText(
      'You can’t act on a report you filed: another moderator will look at it.',
    );
    await expect(own.getByRole('button')).toHaveCount(0);
    await expect(own.getByLabel('Note (optional)')).toHaveCount(0);

    // Reported by a neighbour too: one card, both reports, and the moderator may act.
    const both = modPage
      .getByRole('article', { name: 'Not allowed on Homegrown, Spam: a listing' })
      .filter({ hasText: shared.title });
    await expect(both.getByRole('list', { name: 'Reports' }).getByRole('listitem')).toHaveCount(2);
    await expect(both.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    // The cards fit the width: nothing scrolls sideways.
    expect(await modPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await both.getByRole('button', { name: 'Dismiss' }).click();
    await expect(modPage.getByRole('status').filter({ hasText: 'Dismiss: done.' })).toBeVisible();
    await expect(both).toHaveCount(0);
    await expect(own).toBeVisible();
    await modPage.context().close();
  });
}
