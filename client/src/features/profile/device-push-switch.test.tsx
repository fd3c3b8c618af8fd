import { logout } from '@client/lib/logout';
import { sessionStore } from '@client/lib/session';
import { PUSH_BLOCKED, PUSH_DISMISSED, PUSH_UNSUPPORTED } from '@client/lib/web-push';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DevicePushSwitch } from './components/device-push-switch';

// The built app's worker; the test's browser has none.
const registration = vi.hoisted(() => ({ pushManager: {} as Record<string, unknown> }));
vi.mock('@client/lib/service-worker', () => ({
  serviceWorkerRegistration: async () => registration,
}));

const KEY = `B${'A'.repeat(86)}`;
const JSON_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) },
};

let stored: { endpoint: string; unsubscribe: () => Promise<boolean> } | null;
const requestPermission = vi.fn<() => Promise<NotificationPermission>>();
const subscribe = vi.fn();

function browserWithPush(permission: NotificationPermission = 'default') {
  stored = null;
  registration.pushManager = {
    getSubscription: async () => stored,
    subscribe: async (options: unknown) => {
      subscribe(options);
      stored = {
        endpoint: JSON_SUBSCRIPTION.endpoint,
        unsubscribe: vi.fn(async () => {
          stored = null;
          return true;
        }),
        toJSON: () => JSON_SUBSCRIPTION,
        options: { applicationServerKey: new Uint8Array(65).buffer },
      } as never;
      return stored;
    },
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission, requestPermission: requestPermission }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
}

const toggle = () => screen.getByRole('switch', { name: 'Notifications on this device' });

beforeEach(() => {
  requestPermission.mockReset();
  subscribe.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Notifications on this device', () => {
  it('asks nothing on load, and asks for permission when tapped', async () => {
    browserWithPush();
    requestPermission.mockResolvedValue('granted');
    const server = fakeApi({
      'GET /push/public-key': { data: { key: KEY } },
      'POST /push/subscriptions': { status: 201, data: { endpoint: JSON_SUBSCRIPTION.endpoint } },
    });
    renderRoute(<DevicePushSwitch />);
    expect(toggle()).not.toBeChecked();
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(toggle());
    await waitFor(() => expect(toggle()).toBeChecked());
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, ...new Array(64).fill(0)]),
    });
    expect(server.calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/push/subscriptions',
      body: JSON_SUBSCRIPTION,
    });
  });

  it('says so when the browser refuses, and subscribes nothing', async () => {
    browserWithPush();
    const server = fakeApi({});
    renderRoute(<DevicePushSwitch />);
    requestPermission.mockResolvedValue('denied');
    await userEvent.click(toggle());
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_BLOCKED);
    expect(toggle()).not.toBeChecked();
    requestPermission.mockResolvedValue('default');
    await userEvent.click(toggle());
    expect(await screen.findByText(PUSH_DISMISSED)).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    expect(server.calls).toEqual([]);
  });

  it('turns off: the server forgets the device, then the browser drops it', async () => {
    browserWithPush('granted');
    const unsubscribe = vi.fn(async () => true);
    stored = { endpoint: JSON_SUBSCRIPTION.endpoint, unsubscribe };
    const server = fakeApi({ 'DELETE /push/subscriptions': { status: 204 } });
    renderRoute(<DevicePushSwitch />);
    await waitFor(() => expect(toggle()).toBeChecked());
    await userEvent.click(toggle());
    await waitFor(() => expect(toggle()).not.toBeChecked());
    expect(server.calls).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        url: '/push/subscriptions',
        body: { endpoint: JSON_SUBSCRIPTION.endpoint },
      }),
    ]);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('turns off when the member signs out', async () => {
    browserWithPush('granted');
    const unsubscribe = vi.fn(async () => true);
    stored = { endpoint: JSON_SUBSCRIPTION.endpoint, unsubscribe };
    sessionStore.start('token-1', { id: 1, username: 'rosa' });
    const server = fakeApi({
      'DELETE /push/subscriptions': { status: 404, data: { detail: 'No such device of yours' } },
      'POST /auth/logout': { status: 204 },
    });
    await logout();
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /push/subscriptions',
      'POST /auth/logout',
    ]);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('says when the browser has no push at all, and cannot be switched', async () => {
    renderRoute(<DevicePushSwitch />);
    expect(toggle()).toBeDisabled();
    expect(screen.getByText(PUSH_UNSUPPORTED)).toBeInTheDocument();
  });
});
