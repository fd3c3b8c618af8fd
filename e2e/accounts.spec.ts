import type { Page } from '@playwright/test';
import {
  decodeEml,
  expect,
  notSignUpConfirmation,
  outbox,
  signIn,
  test,
  uniqueName,
} from './fixtures';

test('a gardener registers, onboards, logs out, logs in, and resets a forgotten password', async ({
  page,
}) => {
  const username = uniqueName('rosa_');
  const email = `${username}@example.com`;

  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Trade your produce in your neighborhood' }),
  ).toBeVisible();
  // "Sign up" opens the sign-up form (docs/product.md §2.4); the Login tab is one tap away.
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);

  // Validation messages of docs/product.md §3.10 before anything is sent.
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
      const mail = (await outbox())
        .filter(notSignUpConfirmation)
        .map(decodeEml)
        .find((m) => m.includes(`To: ${email}`));
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

/** The newest e-mail to `address` once it is in the outbox, decoded. */
async function mailTo(address: string, subject: string): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(async () => {
      mail = (await outbox())
        .map(decodeEml)
        .filter((m) => m.includes(`To: ${address}`) && m.includes(subject))
        .pop();
      return mail;
    })
    .toBeTruthy();
  return mail!;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a member changes the password only with the current one', async ({ page, member }) => {
  await signIn(page, member);
  await page.goto('/profile/edit');
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill('second-garden-pass');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  // A refusal is not a sign-out: the member is still on the form, signed in.
  await expect(page).toHaveURL(/\/profile\/edit$/);

  await page.getByLabel('Current password').fill(member.password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await mailTo(member.email, 'Your Homegrown password was changed');

  // Signing out revokes the token and forgets the push device first: wait until it is over.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, member.email, member.password);
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await logIn(page, member.email, 'second-garden-pass');
  await expect(page).toHaveURL(/\/my-listings$/);
});

test('a new e-mail address takes effect through the link sent to it', async ({ page, member }) => {
  const newEmail = `${uniqueName('moved_')}@example.com`;
  await signIn(page, member);
  await page.goto('/profile/edit');
  await page.getByLabel('Email').fill(newEmail);
  await page.getByLabel('Current password').fill(member.password);
  await page.getByRole('button', { name: 'Save' }).click();

  // The profile keeps the old address and says where the link went.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByText(
      `We sent a confirmation link to ${newEmail}. Your e-mail address changes when you open it.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(member.email, { exact: true })).toBeVisible();
  const notice = await mailTo(member.email, 'Your Homegrown e-mail address is being changed');
  expect(notice).toContain(newEmail);

  const mail = await mailTo(newEmail, 'Confirm your new Homegrown e-mail address');
  const link = mail.match(/https?:\/\/[^\s"<>]+\/confirm-email\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(
    page.getByText('Your e-mail address has been changed. Please log in with your new address.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, newEmail, member.password);
  await expect(page).toHaveURL(/\/my-listings$/);
  await page.goto('/profile');
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();

  // The link works once.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText('This confirmation link has already been used.')).toBeVisible();
});

test('a member deletes the profile with the password', async ({ page, member, request }) => {
  await signIn(page, member);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my profile' });
  await expect(dialog.getByText('Are you sure you want to delete your profile?')).toBeVisible();
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();

  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  const gone = await request.post('/api/auth/login', {
    form: { username: member.email, password: member.password },
  });
  expect(gone.status()).toBe(401);
});
