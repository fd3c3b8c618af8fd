import { baseURL } from '../playwright.config';
import { createMember, expect, signIn, test } from './fixtures';

test('two gardeners chat in real time: seller page, badge, read, reply, drop', async ({
  page,
  browser,
  request,
}) => {
  const ann = await createMember(request, {
    city: 'Salt Lake City',
    state: 'UT',
    postcode: '84101',
  });
  const bea = await createMember(request, {
    city: 'Salt Lake City',
    state: 'UT',
    postcode: '84102',
  });
  const beaContext = await browser.newContext({ baseURL });
  const beaPage = await beaContext.newPage();
  const badge = beaPage.getByRole('navigation', { name: 'Main' }).getByTestId('unread-badge');

  // Bea waits on her (empty) messages list.
  await signIn(beaPage, bea);
  await beaPage.goto('/messages');
  await expect(beaPage.getByRole('heading', { name: 'messages' })).toBeVisible();
  await expect(beaPage.getByText('No conversations found.')).toBeVisible();
  await expect(badge).toHaveCount(0);

  // Ann writes to Bea from Bea's seller page; the bar opens the conversation.
  await signIn(page, ann);
  await page.goto(`/seller/${bea.id}`);
  const bar = page.getByRole('form', { name: `Message ${bea.username}` });
  await bar.getByPlaceholder('Type a message…').fill('Hello! Spare <b>tomatoes</b>?');
  await bar.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/${bea.id}$`));
  await expect(page.getByRole('heading', { name: `Chat with ${bea.username}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /View profile/ })).toHaveAttribute(
    'href',
    `/seller/${bea.id}`,
  );
  const annList = page.getByRole('list', { name: `Messages with ${bea.username}` });
  await expect(annList.getByText('Hello! Spare <b>tomatoes</b>?')).toBeVisible();
  await expect(annList.getByText('Sending…')).toHaveCount(0);

  // Bea sees it arrive without reloading: the thread, unread, and the badge counts it.
  const thread = beaPage.getByRole('link', { name: new RegExp(ann.username) });
  await expect(thread).toBeVisible({ timeout: 4000 });
  await expect(thread).toContainText('Hello! Spare <b>tomatoes</b>?');
  await expect(thread).toContainText('1 unread');
  await expect(badge).toHaveText(/^1\s*1 unread messages$/, { timeout: 4000 });

  // Opening the thread marks it read and clears the badge.
  await thread.click();
  await expect(beaPage).toHaveURL(new RegExp(`/messages/${ann.id}$`));
  await expect(beaPage.getByRole('heading', { name: `Chat with ${ann.username}` })).toBeVisible();
  const beaList = beaPage.getByRole('list', { name: `Messages with ${ann.username}` });
  // Markup from a member is shown as text, never rendered.
  await expect(beaList.getByText('Hello! Spare <b>tomatoes</b>?')).toBeVisible();
  await expect(beaList.locator('b')).toHaveCount(0);
  await expect(badge).toHaveCount(0);

  // Bea replies with Enter; the input clears and Ann sees the reply live.
  const input = beaPage.getByPlaceholder('Type a message…');
  await input.fill('  Yes, come by after five  ');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(annList.getByText('Yes, come by after five', { exact: true })).toBeVisible();
  // Blank text is not sent.
  await input.fill('   ');
  await beaPage.getByRole('button', { name: 'Send' }).click();
  await expect(beaList.getByRole('listitem')).toHaveCount(2);

  // Ann's connection drops: she is told, writes anyway, and it arrives once she is back.
  await page.context().setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Connection problem' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByPlaceholder('Type a message…').fill('Sent while offline');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(annList.getByText('Sending…')).toBeVisible();
  await page.context().setOffline(false);
  await expect(annList.getByText('Sending…')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('Connection problem')).toHaveCount(0);
  await expect(beaList.getByText('Sent while offline')).toHaveCount(1);
  await expect(annList.getByText('Sent while offline')).toHaveCount(1);

  // After a reload, both see the whole conversation once, in order.
  await beaPage.reload();
  await expect(beaList.getByRole('listitem')).toHaveText([
    /Hello! Spare <b>tomatoes<\/b>\?/,
    /Yes, come by after five/,
    /Sent while offline/,
  ]);
  await beaContext.close();
});

test('a message to a member who left keeps its text and closes the chat', async ({
  page,
  request,
}) => {
  const [ann, bea] = [await createMember(request), await createMember(request)];
  await request.post('/api/messages', {
    headers: { Authorization: `Bearer ${bea.token}` },
    data: { receiver_id: ann.id, content: 'Moving away, bye!' },
  });
  await signIn(page, ann);
  await page.goto(`/messages/${bea.id}`);
  await expect(page.getByText('Moving away, bye!')).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeEnabled();

  // Bea deletes her profile while Ann's chat is open; Ann's message is refused, not lost.
  const deleted = await request.delete('/api/auth/profile', {
    headers: { Authorization: `Bearer ${bea.token}` },
    data: { password: bea.password },
  });
  expect(deleted.status()).toBe(204);
  await input.fill('Good luck with the move!');
  await input.press('Enter');
  await expect(page.getByText('This member has left Homegrown')).toBeVisible();
  await expect(input).toHaveValue('Good luck with the move!');
  await expect(input).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

  // Opened again, the chat knows at once.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Chat with Deleted member' })).toBeVisible();
  await expect(page.getByText('This member has left Homegrown')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeDisabled();
});
