import type { Browser, Page } from '@playwright/test';
import { createMember, expect, type Member, signIn, test } from './fixtures';

// Far from the other journeys' members, so only this test's listing matches its want.
const nearby = (postcode: string) => ({ city: 'Bangor', state: 'ME', postcode });

/**
 * A member's own browser (a separate context: separate storage, separate socket), returned once
 * its socket is connected (Socket.IO's CONNECT answer, "40…", has come).
 */
async function browserOf(browser: Browser, member: Member, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, member);
  // The frame listener is on before the socket can receive anything: waiting for the socket
  // first, then for its frame, missed a CONNECT answer that came in between.
  const connected = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolve();
      }),
    );
  });
  await page.goto(path);
  await connected;
  return page;
}

test('a friend request and a match reach the other member’s bell within 2 s, without a reload', async ({
  browser,
  request,
}) => {
  const ann = await createMember(request, nearby('04401'));
  const bob = await createMember(request, nearby('04412'));
  const annHeaders = { Authorization: `Bearer ${ann.token}` };
  const want = await request.post('/api/listings/want-listings', {
    headers: annHeaders,
    data: { title: 'blueberries' },
  });
  expect(want.status()).toBe(201);

  const annPage = await browserOf(browser, ann, '/listings');
  const bobPage = await browserOf(browser, bob, `/seller/${ann.id}`);
  await expect(annPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Bob asks, in his own browser.
  await bobPage.getByRole('button', { name: 'Add friend' }).click();
  await expect(bobPage.getByText('Your connection request was sent!')).toBeVisible();
  await expect(annPage.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
    timeout: 2000,
  });
  await expect(annPage.getByText('1 friend request')).toBeAttached({ timeout: 2000 });

  // Bob lists blueberries: a match for Ann's wish list.
  const listed = await request.post('/api/listings/', {
    headers: { Authorization: `Bearer ${bob.token}` },
    data: { title: 'Wild blueberries', category_id: 1, type_id: 3 },
  });
  expect(listed.status()).toBe(201);
  const bell = annPage.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible({ timeout: 2000 });

  // Each kind says what it is and where it leads.
  await bell.click();
  const list = annPage.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('link', { name: /Wild blueberries/ })).toHaveAttribute(
    'href',
    `/listings/${(await listed.json()).id}`,
  );
  await list.getByRole('link', { name: `${bob.username} asked to be your friend` }).click();
  await expect(annPage).toHaveURL(/\/myfriends\?view=pending$/);
  await annPage.getByRole('button', { name: `Accept friend request from ${bob.username}` }).click();
  await expect(annPage.getByText('1 friend request')).not.toBeAttached({ timeout: 2000 });

  // Bob hears that Ann accepted, without a reload either.
  await expect(bobPage.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
    timeout: 2000,
  });
  await annPage.context().close();
  await bobPage.context().close();
});
