import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { screensURL } from '../../playwright.config';
import { expect, test } from '../fixtures';

/**
 * How e2e/screens.spec.ts shoots a screen: what it masks, waits for and checks besides the
 * picture (axe, and the layout rules of docs/product.md §2.6).
 */

/** The smallest PNG: every tile is this, so the map is the same on every run. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** What e-mail previews show for the server's address, which differs between runs. */
const SHOWN_ORIGIN = 'https://homegrown.example';
/** A report's date on the desk, the same on every run. */
const REPORTED_AT = '2026-05-12T16:30:00.000Z';

/** Anything that reads today's date or the time (relative ages, "until Fri", clock times). */
const changing = (page: Page) => [
  page.locator('time'),
  page.locator('[class*="freshness"]'),
  page.locator('.listing-card__meta, .listing-detail__meta'),
  // "Available until" starts a week from today.
  page.locator('input[type="date"]'),
  // A pickup's day and hours, a giveaway's "Choosing on …", "member since {month}".
  page.locator('.pickup-panel__line, .pickup-entry__when, .giveaway__when, .member-record'),
  // The bell's sentences that name a pickup's or a swap day's day and hour.
  page.locator('[class*="match--pickup_"] .match__text, [class*="match--event_"] .match__text'),
];

/** Fonts loaded, every image in view decoded, and nothing still settling. */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const r = img.getBoundingClientRect();
      const inView = r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
      return !inView || (img.complete && img.naturalWidth > 0);
    }),
  );
}

export async function shoot(page: Page, name: string, extraMasks: Locator[] = []) {
  await settle(page);
  // A run that checks the baselines still hold a year on must compare, never write a new one.
  const aYearOn = test.info().project.name === 'screens-a-year-on';
  if (aYearOn)
    expect(existsSync(test.info().snapshotPath(`${name}.png`)), `${name}'s baseline`).toBe(true);
  // Soft: one run reports every screen that changed, not only the first.
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: [...changing(page), ...extraMasks],
    stylePath: 'e2e/screens.css',
    maxDiffPixelRatio: 0.002,
  });
  // A year on, the page is the one axe passed today but for its dates: only the picture is new.
  if (aYearOn) return;
  // An e-mail preview is a sandboxed frame (no scripts): axe cannot run inside it, and waits.
  // Without a frame to enter, legacy mode runs axe once in the page instead of finishing each
  // run in a blank tab of its own, and only violations are gathered: the same rules and nodes,
  // checked in 0.6 s a screen instead of 1.5 s (docs/decisions.md "CI's time"). Legacy mode
  // would not look inside a frame, so a page with one of its own is checked the full way.
  const frames = await page.locator('iframe:not([sandbox])').count();
  const axe = await new AxeBuilder({ page })
    .setLegacyMode(frames === 0)
    .options({ resultTypes: ['violations'] })
    .exclude('iframe[sandbox]')
    .analyze();
  expect
    .soft(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe on ${name}`,
    )
    .toEqual([]);
}

/** Nothing scrolls sideways, at any width (docs/product.md §2.6). */
export async function expectNoSidewaysScroll(page: Page, name: string) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth;
  });
  expect.soft(overflow, `${name} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}

/**
 * Where a screen's content is drawn across the width: the text itself, fields, pictures and
 * anything with a ground, a border or a shadow (cards), not the invisible boxes around them.
 */
function contentExtent(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('main') ?? document.body;
    const replaced = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'IMG', 'SVG', 'CANVAS', 'IFRAME']);
    let left = Number.POSITIVE_INFINITY;
    let right = Number.NEGATIVE_INFINITY;
    const add = (box: DOMRect) => {
      if (box.width <= 1 || box.height <= 1) return;
      if (box.bottom < 0 || box.top > window.innerHeight) return;
      left = Math.min(left, Math.max(0, box.left));
      right = Math.max(right, Math.min(window.innerWidth, box.right));
    };
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || style.display === 'none') continue;
      const painted =
        replaced.has(el.tagName.toUpperCase()) ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none' ||
        Number.parseFloat(style.borderTopWidth) > 0 ||
        style.boxShadow !== 'none';
      if (painted) add(el.getBoundingClientRect());
      else if (el.children.length === 0 && el.textContent?.trim()) {
        const range = document.createRange();
        range.selectNodeContents(el);
        add(range.getBoundingClientRect());
      }
    }
    return { left, right: window.innerWidth - right, width: right - left };
  });
}

/**
 * On a desktop a screen uses its width: its content is wider than a phone's, or centred (its
 * margins within 10 % of each other), never a phone's column left of centre (§2.6).
 */
export async function expectUsesTheWidth(page: Page, name: string) {
  const { left, right, width } = await contentExtent(page);
  const centred = Math.abs(left - right) <= 0.1 * Math.max(left, right);
  expect
    .soft(
      width >= 700 || centred,
      `${name}: content ${Math.round(width)} px wide, margins ${Math.round(left)} and ${Math.round(right)} px`,
    )
    .toBe(true);
}

/** Map tiles are one blank PNG; e-mail previews name one address whatever the server's port. */
export async function steadyNetwork(context: BrowserContext) {
  await context.route('**/api/tiles/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  await context.route('**/api/**/preview*', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(screensURL, SHOWN_ORIGIN);
    await route.fulfill({ response, body });
  });
}

/**
 * The desk lists every open report of the server, other journeys' too when the whole suite
 * shares it: it shows only the world's, every page of them, each reported at one fixed time.
 */
export async function onlyTheseReports(context: BrowserContext, reporterIds: number[]) {
  await context.route('**/api/moderation/reports*', async (route) => {
    const url = new URL(route.request().url());
    const things: { reports: { reporter: { id: number }; created_at: string }[] }[] = [];
    for (let cursor: string | null = ''; cursor !== null; ) {
      if (cursor) url.searchParams.set('cursor', cursor);
      const response = await route.fetch({ url: url.toString() });
      things.push(...(await response.json()));
      cursor = response.headers()['x-next-cursor'] ?? null;
    }
    const ours = things
      .filter((t) => t.reports.every((r) => reporterIds.includes(r.reporter.id)))
      .map((t) => ({ ...t, reports: t.reports.map((r) => ({ ...r, created_at: REPORTED_AT })) }));
    await route.fulfill({ json: ours });
  });
}

/** Markers are grouped differently at each width: wait until their number holds still. */
export async function markersDrawn(page: Page) {
  const markers = page.locator('.price-marker');
  await expect(markers.first()).toBeVisible();
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await markers.count();
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [500] },
    )
    .toBe(true);
}

/**
 * No text is cut off or runs past the screen (docs/decisions.md "Languages"): an element's
 * own words wider than its box (unless it ends them with an ellipsis by design), or beyond
 * the screen's edges. What the pseudo-locale's longer words would show first.
 */
export async function expectNoClippedText(page: Page, name: string) {
  const clipped = await page.evaluate(() => {
    const found: string[] = [];
    // Inside a box that scrolls or clips on purpose (a row of cards, an ellipsis), text past
    // the screen's edge is that box's business: the box itself is checked.
    const heldInside = (el: Element | null): boolean => {
      for (let at = el; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') return true;
      }
      return false;
    };
    const hidden = (style: CSSStyleDeclaration) =>
      (style.clip !== 'auto' && style.clip !== '') || style.clipPath !== 'none';
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility !== 'visible' || hidden(style)) continue;
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      // Screen-reader-only text is a 1 px box by design.
      if (!own || el.clientWidth <= 1) continue;
      const label = `<${el.tagName.toLowerCase()}> "${own.slice(0, 40)}"`;
      const ellipsis = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      if (!ellipsis && style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1)
        found.push(`${label} is ${el.scrollWidth - el.clientWidth} px wider than its box`);
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1))
        if (!heldInside(el)) found.push(`${label} runs past the screen`);
    }
    return found;
  });
  expect.soft(clipped, `${name}: text cut off`).toEqual([]);
}
