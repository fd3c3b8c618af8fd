import type { Page } from '@playwright/test';
import { createMember, expect, signIn, test } from './fixtures';

/**
 * The whole app under the server's Content-Security-Policy: every screen, as a guest and as a
 * member, and not one violation reported (an inline script or style attribute the policy
 * forbids, a third-party font or tile, an eval) nor a policy complaint in the console.
 */
async function watchPolicy(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      w.__csp ??= [];
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text()))
      problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return async (where: string) => {
    const reported = await page.evaluate(
      () => (window as unknown as { __csp?: string[] }).__csp ?? [],
    );
    return [...problems.splice(0), ...reported.map((r) => `${where}: ${r}`)];
  };
}

async function visit(page: Page, path: string, violations: (where: string) => Promise<string[]>) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("object-src 'none'");
  await page.waitForLoadState('networkidle');
  expect(await violations(path), path).toEqual([]);
}

test('guest screens raise no Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  for (const path of [
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/nowhere',
  ])
    await visit(page, path, violations);
});

test('member screens raise no Content-Security-Policy violation', async ({ page, request }) => {
  const member = await createMember(request, {
    city: 'Salt Lake City',
    state: 'UT',
    postcode: '84101',
  });
  const other = await createMember(request, {
    city: 'Salt Lake City',
    state: 'UT',
    postcode: '84102',
  });
  const auth = { Authorization: `Bearer ${other.token}` };
  const listing = await (
    await request.post('/api/listings', {
      headers: auth,
      data: { title: 'Purple basil', price: 2 },
    })
  ).json();
  await request.post('/api/messages', {
    headers: auth,
    data: { receiver_id: member.id, content: 'Basil for you?' },
  });
  const violations = await watchPolicy(page);
  await signIn(page, member);
  for (const path of [
    '/my-listings',
    '/my-listings?tab=want',
    '/listings',
    '/listings/new',
    `/listings/${listing.id}`,
    `/seller/${other.id}`,
    '/post-want',
    '/filter-page',
    '/messages',
    `/messages/${other.id}`,
    '/profile',
    '/profile/edit',
    '/myfriends',
    '/personal-info',
    '/invite-your-friends',
    '/match-noti',
    '/friend-invi',
    '/map',
  ])
    await visit(page, path, violations);
});
