import { NOTIFICATION_KINDS } from '@common/notification-kinds';
import {
  createMember,
  decodeEml,
  expect,
  notSignUpConfirmation,
  outbox,
  signIn,
  test,
} from './fixtures';

/** The widths of docs/product.md §2.6: a phone, a tablet and a desktop. */
const WIDTHS = [390, 820, 1440];

test('the settings screen saves a choice', async ({ page, member, request }) => {
  await signIn(page, member);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page.getByRole('heading', { name: 'Notification settings' })).toBeVisible();
  const requests = page.getByRole('group', { name: 'Friend requests', exact: true });
  const email = requests.getByRole('checkbox', { name: 'E-mail' });
  await expect(email).toBeChecked();
  await email.uncheck();
  await expect(page.getByText('Saved')).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole('group', { name: 'Friend requests', exact: true })
      .getByRole('checkbox', { name: 'E-mail' }),
  ).not.toBeChecked();
  await expect(
    page
      .getByRole('group', { name: 'Friend requests', exact: true })
      .getByRole('checkbox', { name: 'Push' }),
  ).toBeChecked();
  const res = await request.get('/api/notifications/settings', {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect((await res.json()).friend_request).toEqual({ email: false, push: true });
});

test("an e-mail's unsubscribe link turns that kind off, signed out", async ({ page, request }) => {
  const asker = await createMember(request);
  const me = await createMember(request);
  const asked = await request.post('/api/auth/friends/request', {
    headers: { Authorization: `Bearer ${asker.token}` },
    data: { friend_id: me.id },
  });
  expect(asked.status()).toBe(201);

  let mail: string | undefined;
  await expect
    .poll(async () => {
      mail = (await outbox())
        .filter(notSignUpConfirmation)
        .map(decodeEml)
        .find((m) => m.includes(`To: ${me.email}`));
      return mail;
    })
    .toBeTruthy();
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  const link = mail?.match(/Unsubscribe from these e-mails: (\S+)/)?.[1];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page).toHaveURL(/\/unsubscribe\?/);
  await expect(page.getByText('Stop e-mails about friend requests?')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('you will get no more e-mails about friend requests')).toBeVisible();

  const res = await request.get('/api/notifications/settings', {
    headers: { Authorization: `Bearer ${me.token}` },
  });
  const settings = await res.json();
  expect(settings.friend_request).toEqual({ email: false, push: true });
  expect(settings.match.email).toBe(true);
});

for (const width of WIDTHS) {
  test(`every switch sits whole inside its group at ${width} px`, async ({ page, member }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, member);
    await page.goto('/notification-settings');
    const groups = page.getByRole('group');
    // One group per kind a member can be told of.
    await expect(groups).toHaveCount(NOTIFICATION_KINDS.length);

    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);

    for (const group of await groups.all()) {
      const card = (await group.boundingBox())!;
      const switches = group.getByRole('checkbox');
      expect(await switches.count()).toBeGreaterThan(0);
      for (const toggle of await switches.all()) {
        const box = (await toggle.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(box.x).toBeGreaterThanOrEqual(card.x);
        expect(box.y).toBeGreaterThanOrEqual(card.y);
        expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
        expect(box.y + box.height).toBeLessThanOrEqual(card.y + card.height);
        // "E-mail" on one line: a label broken mid-word takes two.
        const label = toggle.locator('xpath=following-sibling::label');
        const lines = await label.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        expect(lines, `${await label.textContent()} at ${width} px`).toBe(1);
      }
    }
  });
}

test('"Saved" shows within the screen of a phone, wherever the switch was', async ({
  page,
  member,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, member);
  await page.goto('/notification-settings');
  const last = page
    .getByRole('group', { name: 'Unread messages', exact: true })
    .getByRole('checkbox', { name: 'Push' });
  await last.scrollIntoViewIfNeeded();
  await last.uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeInViewport({ ratio: 1 });

  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .getByRole('group', { name: 'Wish-list matches', exact: true })
    .getByRole('checkbox', { name: 'Push' })
    .uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeInViewport({ ratio: 1 });
});
