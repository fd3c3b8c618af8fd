import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS, ROUTES, sessionScript } from './browser';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest contentful paint and total blocking time, as Lighthouse simulated them. */
  lcpMs: number;
  tbtMs: number;
  /** Why a category has no score, when Lighthouse says. */
  problem?: string | undefined;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Passes per route: the issue asks for the median of three, one pass being too noisy. */
const PASSES = 3;

/** The median pass by performance score (its own LCP and TBT with it, not medians of each). */
function medianPass<T extends { scores: LighthouseScores }>(passes: T[]): T {
  const sorted = [...passes].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No Lighthouse pass to take the median of');
  return median;
}

/**
 * Lighthouse's default mobile audit (emulated phone, simulated slow 4G and CPU) of each route,
 * in Debian's Chromium, three times: the median pass is reported. Guest routes run on an empty
 * profile; member routes with a session in localStorage, which Lighthouse is told to keep.
 */
export async function lighthouseRoutes(opts: {
  url: string;
  session: { token: string; id: number; username: string };
  log: (line: string) => void;
  /** Where each route's full report (JSON) is kept: the median pass's. */
  reportDir: string;
  /** Only these paths of ROUTES (a probe); all of them by default. */
  only?: string[];
}): Promise<LighthouseScores[]> {
  // Playwright starts the browser; Lighthouse drives the same one over its debugging port, in
  // the profile's default context, where the session set below is kept.
  const port = 9300 + Math.floor(Math.random() * 600);
  const profile = mkdtempSync(path.join(tmpdir(), 'homegrown-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  const results: LighthouseScores[] = [];
  const cdp = await browser.newCDPSession(browser.pages()[0] ?? (await browser.newPage()));
  try {
    let signedIn = false;
    const routes = ROUTES.filter((r) => !opts.only || opts.only.includes(r.path));
    for (const route of routes.sort((a, b) => Number(a.member) - Number(b.member))) {
      if (route.member && !signedIn) {
        const page = await browser.newPage();
        await page.goto(`${opts.url}/login`);
        await page.evaluate(sessionScript(opts.session));
        await page.close();
        signedIn = true;
      }
      const passes: { scores: LighthouseScores; report: string }[] = [];
      for (let pass = 0; pass < PASSES; pass++) {
        // Lighthouse keeps the HTTP cache along with the session (disableStorageReset): without
        // this, the later passes would read the route's scripts from disk and measure a reload.
        if (route.member) await cdp.send('Network.clearBrowserCache');
        const run = await lighthouse(`${opts.url}${route.path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: route.member,
        });
        const categories = run?.lhr.categories;
        if (!categories) throw new Error(`Lighthouse gave no result for ${route.path}`);
        const final = new URL(run.lhr.finalDisplayedUrl).pathname;
        if (final !== route.path) throw new Error(`Lighthouse's ${route.path} went to ${final}`);
        const lhr = run.lhr;
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const failed = Object.values(lhr.audits).find((a) => a.errorMessage)?.errorMessage;
        passes.push({
          scores: {
            path: route.path,
            performance: score(categories.performance?.score),
            accessibility: score(categories.accessibility?.score),
            bestPractices: score(categories['best-practices']?.score),
            lcpMs: numeric('largest-contentful-paint'),
            tbtMs: numeric('total-blocking-time'),
            problem: lhr.runtimeError?.message ?? failed,
          },
          report: JSON.stringify(lhr),
        });
      }
      const { scores, report } = medianPass(passes);
      writeFileSync(
        path.join(
          opts.reportDir,
          `lighthouse-${route.path === '/' ? 'home' : route.path.slice(1).replace(/\//g, '-')}.json`,
        ),
        report,
      );
      opts.log(
        `  ${route.path}: performance ${scores.performance} (median of ${passes.map((p) => p.scores.performance).join(', ')}), accessibility ${scores.accessibility}, best practices ${scores.bestPractices}${scores.problem ? ` (${scores.problem})` : ''}`,
      );
      results.push(scores);
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}
