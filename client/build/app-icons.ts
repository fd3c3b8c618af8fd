import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The app's green (--green-700 in client/src/styles/global.css): the icon's and the bar's. */
export const THEME_COLOR = '#2f7d32';
/** The page's background (--page): what the splash screen shows while the app opens. */
export const BACKGROUND_COLOR = '#f6f8f4';

interface AppIcon {
  file: string;
  size: number;
  drawing: 'favicon' | 'maskable' | 'badge';
  purpose?: 'any' | 'maskable';
}

/** The favicon's drawing without its green disc: the white shoot, on a 64-unit square. */
function shootOf(favicon: string): string {
  const inner = /<svg[^>]*>(.*)<\/svg>/s.exec(favicon)?.[1];
  if (!inner?.includes('<circle')) throw new Error('favicon.svg: expected a disc and a shoot');
  return inner.replace(/<circle[^>]*\/>/, '');
}

const square = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;
const scaled = (shoot: string, scale: number) =>
  `<g transform="translate(32 33) scale(${scale}) translate(-32 -33)">${shoot}</g>`;

/**
 * The icons' drawings. A maskable icon fills its square: the launcher cuts its own shape, and
 * only the centre circle of 80 % is sure to show, so the shoot sits inside it on a full green
 * square. The status bar's badge is a white silhouette on nothing (Android draws it in one
 * colour).
 */
function drawings(favicon: string): Record<AppIcon['drawing'], string> {
  const shoot = shootOf(favicon);
  return {
    favicon,
    maskable: square(`<rect width="64" height="64" fill="${THEME_COLOR}"/>${scaled(shoot, 0.9)}`),
    badge: square(scaled(shoot, 1.4)),
  };
}

const ICONS: AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, drawing: 'favicon', purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, drawing: 'favicon', purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, drawing: 'maskable', purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, drawing: 'maskable' },
  { file: 'icons/badge-96.png', size: 96, drawing: 'badge' },
];

/** What the web app manifest lists (docs/product.md §2.7). */
export const manifestIcons = ICONS.filter((icon) => icon.purpose).map((icon) => ({
  src: `/${icon.file}`,
  sizes: `${icon.size}x${icon.size}`,
  type: 'image/png',
  purpose: icon.purpose,
}));

/**
 * Renders the app's PNG icons from the favicon's SVG at build time, so the repository keeps
 * one drawing and no binary copies of it.
 */
export function appIconsPlugin(faviconPath: string): Plugin {
  return {
    name: 'homegrown:app-icons',
    apply: 'build',
    async generateBundle() {
      const svgs = drawings(readFileSync(faviconPath, 'utf8'));
      for (const icon of ICONS) {
        const svg = Buffer.from(svgs[icon.drawing]);
        // Drawn at the icon's size (64 units at 72 dpi would be 64 pixels), not scaled up.
        const png = await sharp(svg, { density: (72 * icon.size) / 64 })
          .resize(icon.size, icon.size)
          .png()
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.file, source: png });
      }
    },
  };
}
