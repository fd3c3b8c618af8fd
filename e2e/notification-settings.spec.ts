import {
  createMember,
  decodeEml,
  expect,
  notSignUpConfirmation,
  outbox,
  signIn,
  test,
} from './fixtures';

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
