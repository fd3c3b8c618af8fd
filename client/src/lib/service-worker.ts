/**
 * The app's service worker (client/src/sw.ts, built to /sw.js; docs/product.md §2.7). Only a
 * production build has one: the dev server serves no /sw.js.
 */
const SW_URL = '/sw.js';

const supported = () => import.meta.env.PROD && 'serviceWorker' in navigator;

function register(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SW_URL, { scope: '/' });
}

/**
 * Registers the worker once the first screen is drawn: after `load`, when the main thread is
 * idle, so its download and its precaching never compete with the page's own files.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!supported()) return;
  const idle = () => {
    const start = () => void register().catch(() => {}); // no worker: the app works online
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5_000 });
    else setTimeout(start, 1_000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The active registration (for Web Push), registering now if the idle registration has not
 * run yet; `undefined` where the browser has no service workers.
 */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return undefined;
  if (!(await navigator.serviceWorker.getRegistration('/'))) await register();
  return navigator.serviceWorker.ready;
}
