import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { clusterDir } from '../../playwright.cluster.config';
import { createMember, expect, type Member, signIn, test } from '../fixtures';

async function pageFor(browser: Browser, member: Member, servedBy: Set<string>): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  page.on('response', (response) => {
    const instance = response.headers()['x-served-by'];
    if (instance) servedBy.add(instance);
  });
  await signIn(page, member);
  return page;
}

/** Stops one app process hard, as a crash would, leaving the other to carry on. */
function killApp(name: string) {
  const pid = Number(readFileSync(path.join(clusterDir, `${name}.pid`), 'utf8'));
  process.kill(pid, 'SIGKILL');
}

test('two members on two app processes behind nginx befriend, chat, share photos, and survive a crash', async ({
  browser,
  request,
}) => {
  const servedBy = new Set<string>();
  const ada = await createMember(request, {
    city: 'Salt Lake City',
    state: 'UT',
    postcode: '84101',
  });
  const ben = await createMember(request, {
    city: 'Salt Lake City',
    state: 'UT',
    postcode: '84105',
  });
  const a = await pageFor(browser, ada, servedBy);
  const b = await pageFor(browser, ben, servedBy);

  // Befriend through the pages.
  await a.goto(`/seller/${ben.id}`);
  await a.getByRole('button', { name: 'Add friend' }).click();
  await a.getByRole('dialog', { name: 'Invitation' }).getByRole('button', { name: 'ok!' }).click();
  await b.goto('/myfriends?view=pending');
  await b.getByRole('button', { name: `Accept friend request from ${ada.username}` }).click();
  await expect(b.getByText('1 friend', { exact: true })).toBeVisible();

  // Ada lists a friends-only photo; Ben sees it and its photo, whichever process answers.
  const listing = await request.post('/api/listings/', {
    headers: { Authorization: `Bearer ${ada.token}` },
    multipart: {
      title: 'Cluster courgettes',
      price: '2',
      type_id: '1',
      category_id: '1',
      is_public: 'false',
      image: {
        name: 'tomato.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync('e2e/assets/tomato.jpg'),
      },
    },
  });
  expect(listing.ok(), await listing.text()).toBeTruthy();
  const { id } = (await listing.json()) as { id: number };
  await b.goto('/my-friend-listing');
  await expect(b.getByText('Cluster courgettes')).toBeVisible();
  await b.goto(`/listings/${id}`);
  const photo = b.getByRole('img', { name: /Cluster courgettes/ }).first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // Chat in real time.
  await a.goto(`/messages/${ben.id}`);
  await b.goto(`/messages/${ada.id}`);
  const benSees = b.getByRole('list', { name: `Messages with ${ada.username}` });
  const adaSees = a.getByRole('list', { name: `Messages with ${ben.username}` });
  await a.getByPlaceholder('Type a message…').fill('Courgettes are ready');
  await a.getByRole('button', { name: 'Send' }).click();
  await expect(benSees.getByText('Courgettes are ready')).toBeVisible();
  await b.getByPlaceholder('Type a message…').fill('On my way');
  await b.getByRole('button', { name: 'Send' }).click();
  await expect(adaSees.getByText('On my way')).toBeVisible();

  // Both processes answered these members.
  expect([...servedBy].sort()).toEqual(['app1', 'app2']);

  // One process dies; the members carry on through the other, sockets included.
  killApp('app1');
  await a.getByPlaceholder('Type a message…').fill('Still here after the crash');
  await a.getByRole('button', { name: 'Send' }).click();
  await expect(benSees.getByText('Still here after the crash')).toBeVisible({ timeout: 20_000 });
  await b.getByPlaceholder('Type a message…').fill('Me too');
  await b.getByRole('button', { name: 'Send' }).click();
  await expect(adaSees.getByText('Me too')).toBeVisible({ timeout: 20_000 });
  await b.reload();
  await expect(benSees.getByText('Still here after the crash')).toBeVisible();
  await expect(benSees.getByText('Still here after the crash')).toHaveCount(1);
});
