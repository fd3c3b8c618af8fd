import { entryPages } from '@client/entry-pages';
import { paths } from '@client/paths';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const GUEST_PAGES = new Set<string>([paths.login, paths.register, paths.forgotPassword]);

/** The JS and CSS files under /assets that a document names in its head. */
function namedIn(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!),
  );
}

/** The JS and CSS files under /assets that the page fetches while `load` runs. */
async function fetchedBy(page: Page, load: () => Promise<unknown>): Promise<Set<string>> {
  const fetched = new Set<string>();
  const record = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.+\.(js|css)$/.test(pathname)) fetched.add(pathname);
  };
  page.on('request', record);
  await load();
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  return fetched;
}

for (const route of Object.keys(entryPages)) {
  test(`${route} names the files it opens with, so they load with the app's bundle`, async ({
    page,
    request,
    member,
  }) => {
    if (!GUEST_PAGES.has(route)) await signIn(page, member);
    const html = await (await request.get(route)).text();
    const named = namedIn(html);
    const fetched = await fetchedBy(page, () => page.goto(route));
    const late = [...fetched].filter((file) => !named.has(file));
    expect(late, `${route} fetched files its page did not name`).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(route);
  });
}
