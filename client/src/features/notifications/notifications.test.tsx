import { createRealtimeEvents, RealtimeEventsContext } from '@client/lib/realtime-events';
import { sessionStore } from '@client/lib/session';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { MemberNotification } from '@common/types';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationBell } from './components/notification-bell';

afterEach(() => sessionStore.clear());

const at = '2026-05-04T10:00:00.000Z';
const base = { is_read: false, created_at: at };
const ann = { id: 7, username: 'ann_a', profile_picture: null };

const match: MemberNotification = {
  ...base,
  id: 1,
  type: 'match',
  kind: 'match',
  want: { id: 3, title: 'figs', category_id: 1 },
  listing: {
    id: 11,
    title: 'Brown Turkey figs',
    featured_image: null,
    category_id: 1,
    type_id: 1,
    price: 3,
  },
  seller: { id: 9, username: 'fig_tree', profile_picture: null, city: 'Sandy' },
  distance_km: 4,
  is_friend: false,
};
const request: MemberNotification = {
  ...base,
  id: 2,
  type: 'friend_request',
  kind: 'friend_request',
  actor: ann,
};
const accepted: MemberNotification = {
  ...base,
  id: 3,
  type: 'friend_accepted',
  kind: 'friend_accepted',
  actor: ann,
};
const reserved: MemberNotification = {
  ...base,
  id: 4,
  type: 'listing_reserved',
  kind: 'listing_reserved',
  actor: { id: 9, username: 'fig_tree', profile_picture: null },
  listing: { id: 12, title: 'Quince jelly', featured_image: null },
};

/** The bell inside the member's realtime events, with the socket up or down. */
function renderBell(listed: MemberNotification[], connected = true) {
  signInAs(1, 'rosa');
  const server = fakeApi({
    'GET /notifications/unread-count': { data: { count: listed.filter((n) => !n.is_read).length } },
    'GET /notifications': { data: listed },
    'POST /notifications/2/read': { status: 204 },
  });
  const events = createRealtimeEvents();
  events.setConnected(connected);
  renderRoute(
    <RealtimeEventsContext.Provider value={events}>
      <NotificationBell />
    </RealtimeEventsContext.Provider>,
    { path: '*', at: '/' },
  );
  return { server, events };
}

describe('the bell (docs/product.md §8.5)', () => {
  it('shows every kind with its own text and link', async () => {
    renderBell([reserved, accepted, request, match]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 4 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const link = (name: RegExp) => within(list).getByRole('link', { name });
    expect(link(/ann_a asked to be your friend/)).toHaveAttribute(
      'href',
      '/myfriends?view=pending',
    );
    expect(link(/ann_a accepted your friend request/)).toHaveAttribute('href', '/seller/7');
    expect(link(/fig_tree reserved Quince jelly for you/)).toHaveAttribute('href', '/listings/12');
    expect(link(/Brown Turkey figs/)).toHaveAttribute('href', '/listings/11');
    expect(link(/Brown Turkey figs/)).toHaveTextContent('matches “figs” (produce) · by fig_tree');
  });

  it('marks a friend request read when opened', async () => {
    const { server } = renderBell([request]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('link', { name: /asked to be your friend/ }));
    expect(server.to('POST /notifications/2/read')).toHaveLength(1);
  });

  it('counts and lists a pushed notification at once, without asking the server', async () => {
    const { server, events } = renderBell([match]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByRole('link', { name: /Brown Turkey figs/ });
    const asked = server.calls.length;
    act(() => events.emit('notification', request));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const items = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('link');
    expect(items[0]).toHaveTextContent('ann_a asked to be your friend');
    // The same one twice (two relays of one event) counts once: with another one pushed after
    // it, and shown, the count is three, not four.
    act(() => events.emit('notification', request));
    act(() => events.emit('notification', accepted));
    await screen.findByRole('link', { name: /ann_a accepted your friend request/ });
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.url.startsWith('/notifications'))).toHaveLength(
      server.calls.slice(0, asked).filter((c) => c.url.startsWith('/notifications')).length,
    );
  });

  it('reads again when told its notifications changed', async () => {
    const { server, events } = renderBell([request]);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const before = server.to('GET /notifications/unread-count').length;
    act(() => events.emit('notifications_changed', {}));
    await expect
      .poll(() => server.to('GET /notifications/unread-count').length)
      .toBeGreaterThan(before);
  });
});
