/// <reference lib="webworker" />
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  notificationUrl,
  openFromNotification,
  readPush,
  showPush,
} from './service-worker/notifications';

/**
 * The service worker (docs/product.md §2.7), built by vite-plugin-pwa into /sw.js with the
 * build's file list in place of `self.__WB_MANIFEST`. Pages come from the network as before,
 * so the server's entry pages and a new release reach the member at once; the app shell
 * (index.html and the hashed files) is kept for when the network is gone.
 */
declare const self: ServiceWorkerGlobalScope;

// Registered first: a page load is the network's, falling back to the kept shell offline.
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        // Started by the browser while the worker woke up (enabled on activate below).
        const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
        return preloaded ?? (await fetch(request));
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/] },
  ),
);
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(self.registration, readPush(event.data, self.location.origin)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = notificationUrl(event.notification.data, self.location.origin);
  event.waitUntil(openFromNotification(self.clients, url));
});
