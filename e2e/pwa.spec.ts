import { expect, signIn, test } from './fixtures';

/** A PNG's width and height, from its header. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test('the pages link a manifest that makes the app installable, icons and all', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Homegrown',
    short_name: 'Homegrown',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#2f7d32',
    background_color: '#f6f8f4',
  });
  // The theme colour the page itself declares is the manifest's.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2f7d32');
  const sizes: string[] = [];
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    sizes.push(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('the worker registers after the first screen, the app is installable and opens offline with a notice', async ({
  page,
  context,
  member,
}) => {
  // Notes how far the page had loaded when the app asked for its worker.
  await context.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<typeof register>) => {
      (window as { registeredAt?: string }).registeredAt = document.readyState;
      return register(...args);
    };
  });
  await signIn(page, member);
  await page.goto('/listings');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  expect(await page.evaluate(() => (window as { registeredAt?: string }).registeredAt)).toBe(
    'complete',
  );
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toMatch(/\/sw\.js$/);
  await expect(page.getByText('You are offline')).toBeHidden();
  // What Chromium itself checks before it offers to install the app.
  const cdp = await context.newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito ones, where Chromium installs nothing; nothing else.
  expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
  // A second DevTools session would keep the page's navigator.onLine from following setOffline.
  await cdp.detach();

  await context.setOffline(true);
  const offline = await page.reload();
  // The worker's kept shell (index.html), not the server's copy for this page.
  expect(offline?.status()).toBe(200);
  expect(await offline?.text()).not.toContain('marketplace-page');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  // Another page's code comes from the kept shell too.
  await page.getByRole('link', { name: 'message' }).click();
  await expect(page.getByRole('heading', { name: 'messages' })).toBeVisible();
  await expect(page.getByText('You are offline.')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toBeHidden();
});
