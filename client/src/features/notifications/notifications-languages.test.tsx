import { switchLocale } from '@client/lib/i18n/locale-store';
import { createRealtimeEvents, RealtimeEventsContext } from '@client/lib/realtime-events';
import { sessionStore } from '@client/lib/session';
import { aProfile } from '@client/test/factories';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { MemberNotification } from '@common/types';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotificationBell } from './components/notification-bell';
import { NotificationsPage } from './routes/notifications-page';

afterEach(() => sessionStore.clear());

// A member who reads Spanish and miles; each notification is said from its stored data.
beforeEach(async () => {
  signInAs(1, 'rosa');
  await act(() => switchLocale('es'));
});
const profile = { data: aProfile({ locale: 'es', effective_distance_unit: 'mi' }) };

const at = new Date(2026, 4, 4, 12).toISOString();
const match: MemberNotification = {
  id: 1,
  type: 'match',
  kind: 'match',
  is_read: false,
  created_at: at,
  want: { id: 3, title: 'higos', category_id: 1 },
  listing: {
    id: 11,
    title: 'Higos Brown Turkey',
    featured_image: null,
    category_id: 1,
    type_id: 1,
    price: 3,
  },
  seller: { id: 9, username: 'fig_tree', profile_picture: null, city: 'Sandy' },
  distance_km: 10,
  is_friend: true,
};
const request: MemberNotification = {
  id: 2,
  type: 'friend_request',
  kind: 'friend_request',
  is_read: true,
  created_at: at,
  actor: { id: 7, username: 'ann_a', profile_picture: null },
};

describe('notifications in Spanish (docs/decisions.md "Languages")', () => {
  it('the bell says each kind, its distance and its date in Spanish', async () => {
    fakeApi({
      'GET /auth/profile': profile,
      'GET /notifications/unread-count': { data: { count: 1 } },
      'GET /notifications': { data: [match, request] },
    });
    const events = createRealtimeEvents();
    events.setConnected(true);
    renderRoute(
      <RealtimeEventsContext.Provider value={events}>
        <NotificationBell />
      </RealtimeEventsContext.Provider>,
      { path: '*', at: '/' },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }),
    );
    const list = await screen.findByRole('list', { name: 'Notificaciones' });
    const found = within(list).getByRole('link', { name: /Higos Brown Turkey/ });
    expect(found).toHaveTextContent('coincide con “higos” (cosecha) · de fig_tree');
    expect(found).toHaveTextContent('(nueva)');
    expect(await within(found).findByText('Sandy · de tus amigos, a 6 mi')).toBeInTheDocument();
    expect(within(found).getByText('4 may')).toHaveAttribute('dateTime', at);
    const asked = within(list).getByRole('link', {
      name: /ann_a te envió una solicitud de amistad/,
    });
    expect(asked).toHaveAttribute('href', '/myfriends?view=pending');
    expect(asked).not.toHaveTextContent('(nueva)');
    expect(screen.getByRole('button', { name: 'Marcar todo como leído' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las notificaciones' })).toBeInTheDocument();
  });

  it('the page, empty, points to the wish list in Spanish', async () => {
    fakeApi({
      'GET /auth/profile': profile,
      'GET /notifications/unread-count': { data: { count: 0 } },
      'GET /notifications': { data: [] },
    });
    renderRoute(<NotificationsPage />, { path: '/notifications' });
    expect(await screen.findByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(await screen.findByText(/^Nada por ahora\./)).toHaveTextContent(
      'Nada por ahora. Agrega algo a tu lista de deseos y te avisaremos cuando un vecino o amigo lo ofrezca.',
    );
    expect(screen.getByRole('link', { name: 'Agrega algo a tu lista de deseos' })).toHaveAttribute(
      'href',
      '/post-want',
    );
  });
});
