import { mapSources } from '@server/modules/tiles';
import type { HelmetOptions } from 'helmet';
import type { Config } from './config';

/**
 * A strict policy: no inline script, no plugins, no framing, no <base> rewriting. Map tiles and
 * images come through our own /api, so 'self' covers them; data: and blob: are for local
 * previews of a chosen photo and for the locally drawn QR code. Scripts may connect to this
 * origin only (the API and the realtime socket), plus what the chosen map provider needs.
 */
export function securityHeaders(config: Config): HelmetOptions {
  const https = config.appUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...mapSources(config, 'script-src')],
        'style-src': ["'self'", "'unsafe-inline'", ...mapSources(config, 'style-src')],
        'img-src': ["'self'", 'data:', 'blob:', ...mapSources(config, 'img-src')],
        'font-src': ["'self'", ...mapSources(config, 'font-src')],
        // 'self' covers the same host's ws: and wss: (CSP Level 3; Chrome 71+, Safari 16+).
        'connect-src': ["'self'", ...mapSources(config, 'connect-src')],
        // The app's own service worker and manifest (docs/product.md §2.7), from this origin.
        'worker-src': ["'self'", ...mapSources(config, 'worker-src')],
        'manifest-src': ["'self'"],
        ...(config.map.provider === 'google'
          ? { 'frame-src': mapSources(config, 'frame-src') }
          : {}),
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // One year, for this host only: Homegrown sets no cookies for subdomains to protect, and
    // cannot know that every name under its host speaks HTTPS (docs/operations.md "Browser").
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
}
