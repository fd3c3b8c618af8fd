/**
 * The browsers' push services (docs/decisions.md "Web Push"): Chrome, Edge's Chromium, Opera,
 * Samsung Internet and Brave use Firebase Cloud Messaging; Firefox, Mozilla's autopush; Edge on
 * Windows, WNS; Safari, Apple's service. `*.` takes any subdomain. A subscription's endpoint is
 * a URL the browser hands us and we later POST to: anything else would make the server a
 * request-forgery tool.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

function matches(pattern: string, host: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1));
  return host === pattern;
}

/**
 * Whether we may send to `endpoint`: `https:`, no credentials, on a browser's push service on
 * the standard port, or on a host[:port] the operator added (PUSH_ALLOWED_HOSTS).
 */
export function isAllowedEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  // `host` carries the port when it is not 443, so a browser's service on another port fails.
  const host = url.host.toLowerCase();
  return [...PUSH_SERVICE_HOSTS, ...extraHosts].some((pattern) => matches(pattern, host));
}
