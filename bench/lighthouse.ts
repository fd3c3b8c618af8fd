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

/**
 * Lighthouse's default mobile audit (emulated phone, simulated slow 4G and CPU) of each route,
 * in Debian's Chromium. Guest routes run on an empty profile; member routes with a session
 * in localStorage, which Lighthouse is told to keep.
 */
export async function lighthouseRoutes(opts: {
  url: string;
  session: { token: string; id: number; username: string };
  log: (line: string) => void;
  /** Where each route's full report (JSON) is kept. */
  reportDir: string;
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
  try {
    let signedIn = false;
    for (const route of [...ROUTES].sort((a, b) => Number(a.member) - Number(b.member))) {
      if (route.member && !signedIn) {
        const page = await browser.newPage();
        await page.goto(`${opts.url}/login`);
        await page.evaluate(sessionScript(opts.session));
        await page.close();
        signedIn = true;
      }
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
      writeFileSync(
        path.join(
          opts.reportDir,
          `lighthouse-${route.path === '/' ? 'home' : route.path.slice(1).replace(/\//g, '-')}.json`,
        ),
        JSON.stringify(lhr),
      );
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const failed = Object.values(lhr.audits).find((a) => a.errorMessage)?.errorMessage;
      const scores: LighthouseScores = {
        path: route.path,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        problem: lhr.runtimeError?.message ?? failed,
      };
      opts.log(
        `  ${route.path}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores.bestPractices}${scores.problem ? ` (${scores.problem})` : ''}`,
      );
      results.push(scores);
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}
