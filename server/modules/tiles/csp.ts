import type { Config } from '@server/config';

/**
 * The large maps service's loader (proxied at /api/google/js-api) pulls its modules, tiles and
 * fonts from Google: its documented CSP allowlist, granted only when that provider is chosen.
 * The tile providers need nothing: their tiles come through /api/tiles ('self').
 */
const GOOGLE: Record<string, string[]> = {
  'script-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.ggpht.com',
    'https://*.googleusercontent.com',
    'blob:',
  ],
  'style-src': ['https://fonts.googleapis.com'],
  'img-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  'font-src': ['https://fonts.gstatic.com'],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  'frame-src': ['https://*.google.com'],
  'worker-src': ['blob:'],
};

/** Extra sources the configured map provider needs for one CSP directive. */
export function mapSources(config: Config, directive: string): string[] {
  return config.map.provider === 'google' ? (GOOGLE[directive] ?? []) : [];
}
