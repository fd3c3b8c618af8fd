import { decodeEml, expect, outbox, test, uniqueName } from './fixtures';

test('a gardener registers, onboards, logs out, logs in, and resets a forgotten password', async ({
  page,
}) => {
  const username = uniqueName('rosa_');
  const email = `${username}@example.com`;

  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Trade your produce in your neighborhood' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);

  // Validation messages of SPEC.md §5 before anything is sent.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Gallica');
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByLabel('Confirm password').fill('other-password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('first-password');
  await page.getByRole('button', { name: 'Register' }).click();

  // Onboarding.
  await expect(page).toHaveURL(/\/personal-info$/);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel('City').fill('Salt Lake City');
  await page.getByLabel('State').fill('UT');
  await page.getByLabel('Postcode').fill('841');
  await expect(page.getByText('Postcode must be at least 5 characters.')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Postcode').fill('84101');
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(/\/listings\/new$/);

  // The profile shows the stored address.
  await page.goto('/profile');
  await expect(page.getByText('Salt Lake City, UT 84101')).toBeVisible();
  await expect(page.getByText(`@${username}`)).toBeVisible();

  // Log out, then back in.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await page.getByLabel('Password').fill('first-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/my-listings$/);

  // Forget the password: the link comes through the outbox.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login form has an Email field too: wait for the new page before typing.
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that e-mail')).toBeVisible();

  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await outbox()).map(decodeEml).find((m) => m.includes(`To: ${email}`));
      link = mail?.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password').fill('second-password');
  await page.getByLabel('Confirm password').fill('second-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password has been reset successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('second-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
});

test('the reset page without a token says so and links to a new request', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid or missing reset token')).toBeVisible();
  await expect(page.getByText('Please request a new password reset link.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('guards: guests go to /login, members away from /login; unknown pages are 404', async ({
  page,
  member,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/my-listings$/);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Marketplace' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a corrupt or expired stored session is removed', async ({ page }) => {
  await page.goto('/not-found');
  await page.evaluate(() => localStorage.setItem('auth', '{not json'));
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await page.evaluate(() =>
    localStorage.setItem(
      'auth',
      JSON.stringify({ token: 't', user: { id: 1, username: 'x' }, expiresAt: Date.now() - 1 }),
    ),
  );
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('a member edits the profile and the avatar', async ({ page, member }) => {
  const { signIn } = await import('./fixtures');
  await signIn(page, member);
  await page.goto('/profile/edit');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByLabel('First name').fill('Basil');
  await expect(save).toBeEnabled();
  await page.getByLabel('First name').fill('Green');
  await expect(save).toBeDisabled();
  await page.getByLabel('First name').fill('Basil');
  await page.getByLabel('City').fill('Provo');
  await page.getByLabel('State').fill('UT');
  await page.getByLabel('Zip code').fill('84601');
  await page.locator('input[type=file]').setInputFiles('e2e/assets/tomato.jpg');
  await save.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Basil' })).toBeVisible();
  await expect(page.getByText('Provo, UT 84601')).toBeVisible();
  const avatar = page.getByRole('img', { name: `${member.username}'s avatar` });
  await expect(avatar).toHaveAttribute('src', /\/api\/uploads\/avatars\/.+\.webp$/);
});
