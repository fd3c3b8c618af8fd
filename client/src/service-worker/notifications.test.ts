import { describe, expect, it, vi } from 'vitest';
import {
  notificationUrl,
  openFromNotification,
  readPush,
  showPush,
  type Tabs,
  type WindowTab,
} from './notifications';

const ORIGIN = 'https://garden.example.org';
const payload = (value: unknown) => ({ json: () => value });

/** The worker's registration, keeping what it was asked to show. */
function fakeRegistration() {
  const shown: { title: string; options: NotificationOptions }[] = [];
  return {
    shown,
    showNotification: vi.fn(async (title: string, options: NotificationOptions) => {
      shown.push({ title, options });
    }),
  };
}

/** The worker's `clients`: the open tabs, and the ones it opened. */
function fakeTabs(urls: string[]) {
  const tabs = urls.map((url) => ({ url, focus: vi.fn(async () => undefined) }));
  const opened: string[] = [];
  const clients: Tabs = {
    matchAll: vi.fn(async () => tabs as readonly WindowTab[]),
    openWindow: vi.fn(async (url: string) => {
      opened.push(url);
      return null;
    }),
  };
  return { tabs, opened, clients };
}

describe('a push', () => {
  it('shows the notification the server sent, its tag collapsing repeats', async () => {
    const registration = fakeRegistration();
    const message = readPush(
      payload({
        title: 'Ann wants your tomatoes',
        body: 'Open the match',
        url: '/notifications?x=1',
        tag: 'match-7',
      }),
      ORIGIN,
    );
    await showPush(registration, message);
    expect(registration.shown).toEqual([
      {
        title: 'Ann wants your tomatoes',
        options: {
          body: 'Open the match',
          tag: 'match-7',
          icon: '/icons/icon-192.png',
          badge: '/icons/badge-96.png',
          data: { url: '/notifications?x=1' },
        },
      },
    ]);
  });

  it('still shows the app’s name for an empty or malformed push', () => {
    const fallback = { title: 'Homegrown', body: '', url: '/', tag: 'homegrown' };
    expect(readPush(null, ORIGIN)).toEqual(fallback);
    const broken = { json: () => JSON.parse('{not json') as unknown };
    expect(readPush(broken, ORIGIN)).toEqual(fallback);
    expect(readPush(payload({ title: 3, body: null, tag: '  ' }), ORIGIN)).toEqual(fallback);
  });

  it('never sends the member to another site', () => {
    for (const url of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)'])
      expect(readPush(payload({ title: 'Hi', url }), ORIGIN).url, url).toBe('/');
    expect(readPush(payload({ title: 'Hi', url: `${ORIGIN}/myfriends` }), ORIGIN).url).toBe(
      '/myfriends',
    );
  });
});

describe('a tap on the notification', () => {
  it('brings forward a tab already on its page', async () => {
    const url = notificationUrl({ url: '/myfriends' }, ORIGIN);
    const { tabs, opened, clients } = fakeTabs([`${ORIGIN}/listings`, `${ORIGIN}/myfriends`]);
    await openFromNotification(clients, url);
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(tabs[1]!.focus).toHaveBeenCalledOnce();
    expect(tabs[0]!.focus).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  it('opens its page when no tab is on it', async () => {
    const { tabs, opened, clients } = fakeTabs([`${ORIGIN}/listings`]);
    await openFromNotification(clients, notificationUrl({ url: '/messages/4' }, ORIGIN));
    expect(opened).toEqual([`${ORIGIN}/messages/4`]);
    expect(tabs[0]!.focus).not.toHaveBeenCalled();
  });

  it('opens the home page for a notification without a URL of this site', () => {
    expect(notificationUrl(null, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationUrl({ url: 'https://evil.example/' }, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
