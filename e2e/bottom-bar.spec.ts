import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, expect, type Member, signIn, test } from './fixtures';

/**
 * The phone's bottom navigation (docs/product.md §2.3, §2.6) covers nothing anyone needs: no
 * page's last control sits under it once the page is scrolled to its end, and onboarding has no
 * navigation at all (§5), so its Skip can be tapped.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Scrolls the page, and every scrolling box in it, to its end; then the last control the
 * keyboard reaches in the page (in document order, not disabled, not clipped out of sight) and
 * the bottom bar's top edge. Controls fixed to the screen count too: they are in the order.
 */
async function lastControlAndBar(page: Page) {
  return page.evaluate(async () => {
    const main = document.querySelector('main');
    if (!main) throw new Error('no main');
    const scrollers = [document.scrollingElement, ...main.querySelectorAll('*')].filter(
      (el): el is Element =>
        !!el &&
        el.scrollHeight > el.clientHeight &&
        (el === document.scrollingElement ||
          ['auto', 'scroll'].includes(getComputedStyle(el).overflowY)),
    );
    for (const el of scrollers) el.scrollTop = el.scrollHeight;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));

    /** The part of `el` not cut off by a clipping ancestor, or null when none is left. */
    const shown = (el: Element) => {
      let { top, bottom, left, right } = el.getBoundingClientRect();
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = up.getBoundingClientRect();
        top = Math.max(top, box.top);
        bottom = Math.min(bottom, box.bottom);
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      return bottom - top > 1 && right - left > 1 ? { top, bottom, left, right } : null;
    };
    const focusable = main.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    );
    const candidates = [...focusable].filter((el) => {
      if ((el as HTMLButtonElement).disabled || el.closest('[inert], [hidden]')) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      // A visually hidden input (a styled file picker, a switch) is reached through its label.
      if (el.getBoundingClientRect().width <= 1) return false;
      return shown(el) !== null;
    });
    const last = candidates.at(-1);
    const bar = document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect();
    return {
      control: last
        ? {
            name:
              last.getAttribute('aria-label') ??
              (last.textContent?.trim() || last.getAttribute('placeholder') || last.tagName),
            box: shown(last),
          }
        : null,
      barTop: bar ? bar.top : null,
      viewport: window.innerHeight,
    };
  });
}

interface World {
  member: Member;
  other: Member;
  ownListing: number;
  otherListing: number;
}

async function seed(request: APIRequestContext): Promise<World> {
  const member = await createMember(request, { city: 'Salt Lake City', postcode: '84101' });
  const other = await createMember(request, { city: 'Salt Lake City', postcode: '84102' });
  const as = (m: Member) => ({ Authorization: `Bearer ${m.token}` });
  const listing = async (owner: Member, title: string) => {
    const res = await request.post('/api/listings/', {
      headers: as(owner),
      data: { title, price: 2, category_id: 2, description: 'Saved from last year.' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).id as number;
  };
  const ownListing = await listing(member, 'Runner bean seeds');
  const otherListing = await listing(other, 'Squash seeds');
  await request.post('/api/listings/want-listings', {
    headers: as(member),
    data: { title: 'garlic', category_id: 1 },
  });
  // A conversation long enough to scroll.
  for (let i = 1; i <= 12; i++) {
    const [from, to] = i % 2 ? [other, member] : [member, other];
    await request.post('/api/messages', {
      headers: as(from),
      data: { receiver_id: to.id, content: `Message number ${i} about the squash seeds.` },
    });
  }
  return { member, other, ownListing, otherListing };
}

test('no member page at 390 px has its last control under the bottom navigation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { member, other, ownListing, otherListing } = await seed(request);
  await signIn(page, member);
  const pages = [
    '/my-listings',
    '/my-listings?tab=want',
    '/listings',
    '/my-friend-listing',
    '/listings/new',
    `/listings/${ownListing}`,
    `/listings/${ownListing}/edit`,
    `/listings/${otherListing}`,
    `/seller/${other.id}`,
    '/post-want',
    '/filter-page',
    '/have-want-search',
    '/match-noti',
    '/notifications',
    '/notification-settings',
    '/messages',
    `/messages/${other.id}`,
    '/profile',
    '/profile/edit',
    '/profile/blocked',
    '/myfriends',
    '/myfriends?view=pending',
    '/friend-search',
    '/friend-invi',
    '/map',
  ];
  const covered: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { control, barTop } = await lastControlAndBar(page);
    expect(control, `${path} has no control`).not.toBeNull();
    expect(barTop, `${path} has no bottom bar`).not.toBeNull();
    if (control?.box && barTop !== null && control.box.bottom > barTop + 0.5)
      covered.push(
        `${path}: "${control.name}" ends at ${control.box.bottom}, the bar at ${barTop}`,
      );
  }
  expect(covered).toEqual([]);
});

test('onboarding at 390 px: no navigation, and Skip can be tapped', async ({ page, member }) => {
  await signIn(page, member);
  for (const path of ['/personal-info', '/invite-your-friends']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Skip' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'marketplace' })).toHaveCount(0);
  }

  await page.goto('/personal-info');
  const skip = page.getByRole('link', { name: 'Skip' });
  await skip.scrollIntoViewIfNeeded();
  // What a finger on its middle would touch is Skip itself, nothing drawn over it.
  const onTop = await skip.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
  expect(onTop).toBe(true);
  await skip.tap();
  await expect(page).toHaveURL(/\/listings\/new$/);
});
