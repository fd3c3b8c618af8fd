/**
 * What the service worker does with a push and with a tap on its notification
 * (docs/product.md §2.7). Written against the few worker APIs it uses, so a test can hand it
 * fakes; client/src/sw.ts wires it to the worker's events.
 */

/** The push's JSON (server/modules/push): `tag` collapses repeats into one notification. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface NotificationShower {
  showNotification(title: string, options: NotificationOptions): Promise<void>;
}

/** @internal */
export interface WindowTab {
  url: string;
  focus(): Promise<unknown>;
}

export interface Tabs {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly WindowTab[]>;
  openWindow(url: string): Promise<unknown>;
}

const FALLBACK: PushMessage = { title: 'Homegrown', body: '', url: '/', tag: 'homegrown' };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** A path on this origin: a push never sends the member anywhere else. */
function sameOriginPath(value: unknown, origin: string): string {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/**
 * The message a push carries. A browser wants every push to show a notification, so one that
 * is empty or not JSON still shows the app's name.
 */
export function readPush(data: { json(): unknown } | null, origin: string): PushMessage {
  let raw: Record<string, unknown> = {};
  try {
    const parsed = data?.json();
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // not JSON: the fallback below
  }
  return {
    title: text(raw.title) ?? FALLBACK.title,
    body: text(raw.body) ?? FALLBACK.body,
    url: sameOriginPath(raw.url, origin),
    tag: text(raw.tag) ?? FALLBACK.tag,
  };
}

export function showPush(worker: NotificationShower, message: PushMessage): Promise<void> {
  return worker.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    data: { url: message.url },
  });
}

/** The URL a tapped notification opens (what showPush stored), on this origin. */
export function notificationUrl(data: unknown, origin: string): string {
  return new URL(sameOriginPath((data as { url?: unknown } | null)?.url, origin), origin).href;
}

/** Brings forward a tab already on the URL, or opens one there. */
export async function openFromNotification(tabs: Tabs, url: string): Promise<void> {
  const open = await tabs.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = open.find((candidate) => candidate.url === url);
  if (tab) await tab.focus();
  else await tabs.openWindow(url);
}
