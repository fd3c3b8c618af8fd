import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, ROUTES, sessionScript } from './browser';

export interface RouteSize {
  path: string;
  jsGzip: number;
  cssGzip: number;
  files: number;
  leaflet: boolean;
  /** Each file with its gzipped size, largest first. */
  assets: { file: string; gzip: number }[];
}

/** Leaflet's own attribution link: present in any bundle that carries Leaflet. */
const LEAFLET_MARK = 'leafletjs.com';

/**
 * Opens each route in Chromium (a phone-sized window, a fresh profile) and adds up the JS and
 * CSS files it fetched until the network went quiet: what that route loads first, lazy route
 * chunks included. Sizes are of the built files gzipped at the server's level.
 */
export async function measureRoutes(opts: {
  url: string;
  clientDir: string;
  session: { token: string; id: number; username: string };
}): Promise<RouteSize[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const sizes: RouteSize[] = [];
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (route.member) await context.addInitScript(sessionScript(opts.session));
      const page = await context.newPage();
      const assets = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === opts.url && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
      });
      await page.goto(`${opts.url}${route.path}`, { waitUntil: 'networkidle' });
      const landed = new URL(page.url()).pathname;
      if (landed !== route.path) throw new Error(`${route.path} went to ${landed}`);
      let jsGzip = 0;
      let cssGzip = 0;
      let leaflet = false;
      const list: RouteSize['assets'] = [];
      for (const asset of assets) {
        const body = readFileSync(path.join(opts.clientDir, asset));
        const size = gzipSync(body).length;
        list.push({ file: asset, gzip: size });
        if (asset.endsWith('.css')) cssGzip += size;
        else {
          jsGzip += size;
          if (body.includes(LEAFLET_MARK)) leaflet = true;
        }
      }
      list.sort((a, b) => b.gzip - a.gzip);
      sizes.push({ path: route.path, jsGzip, cssGzip, files: assets.size, leaflet, assets: list });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}
