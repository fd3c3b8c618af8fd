import { switchLocale } from '@client/lib/i18n/locale-store';
import { sessionStore } from '@client/lib/session';
import { aPublicMember } from '@client/test/factories';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FriendshipButton } from './components/friendship-button';
import { PendingRequestsBadge } from './components/pending-requests-badge';
import { MyFriendsPage } from './routes/my-friends-page';

beforeEach(async () => {
  signInAs(1, 'me');
  await act(() => switchLocale('es'));
});
afterEach(() => sessionStore.clear());

const me = aPublicMember({
  id: 1,
  username: 'me',
  profile_picture: null,
  city: 'Sandy',
  state: 'UT',
  zip_code: '84070',
  friend_count: 2,
});
const request = {
  id: 11,
  user_id: 7,
  username: 'basil_b',
  profile_picture: null,
  created_at: new Date().toISOString(),
};

describe('friends in Spanish (docs/decisions.md "Languages")', () => {
  it('My friends: the count, the pending link, the search and the ways to share', async () => {
    fakeApi({
      'GET /auth/users/1/public': { data: me },
      'GET /auth/friends': ({ query }) => ({
        data: query.q
          ? []
          : [
              { id: 7, username: 'basil_b', profile_picture: null },
              { id: 8, username: 'ann_a', profile_picture: null },
            ],
      }),
      'GET /auth/friends/requests': { data: [request] },
    });
    renderRoute(<MyFriendsPage />, { path: '/myfriends' });
    expect(await screen.findByRole('heading', { name: 'Mis amigos' })).toBeInTheDocument();
    expect(await screen.findByText('2 amigos')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'invitaciones pendientes 1' })).toHaveAttribute(
      'href',
      '/myfriends?view=pending',
    );
    expect(screen.getByRole('button', { name: 'Usar código QR' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Busca jardineros por nombre de usuario' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar amigos' }), 'zz');
    expect(await screen.findByText('Ningún amigo coincide con "zz".')).toBeInTheDocument();
  });

  it('the pending invitations: accept or decline, by name', async () => {
    fakeApi({ 'GET /auth/friends/requests': { data: [request] } });
    renderRoute(<MyFriendsPage />, { path: '/myfriends', at: '/myfriends?view=pending' });
    expect(
      await screen.findByRole('heading', { name: 'Invitaciones pendientes' }),
    ).toBeInTheDocument();
    const item = await screen.findByRole('listitem');
    expect(
      within(item).getByRole('button', { name: 'Aceptar la solicitud de amistad de basil_b' }),
    ).toHaveTextContent('Aceptar');
    expect(
      within(item).getByRole('button', { name: 'Rechazar la solicitud de amistad de basil_b' }),
    ).toHaveTextContent('Rechazar');
    expect(screen.getByRole('link', { name: '< Volver a la lista de amigos' })).toBeInTheDocument();
  });

  it('the friendship button and the confirm after a request', async () => {
    fakeApi({
      'GET /auth/friends/status/7': { data: { status: 'none', is_sender: false } },
      'POST /auth/friends/request': {
        status: 201,
        data: { request_id: 3, status: 'pending', is_sender: true },
      },
    });
    renderRoute(<FriendshipButton userId={7} username="basil_b" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar a amigos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitación' });
    expect(within(dialog).getByText('¡Se envió tu solicitud de amistad!')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'cancelar solicitud' })).toBeInTheDocument();
  });

  it('the navigation badge counts requests with their plural', async () => {
    fakeApi({
      'GET /auth/friends/requests': {
        data: [request, { ...request, id: 12, user_id: 8, username: 'ann_a' }],
      },
    });
    renderRoute(<PendingRequestsBadge />);
    expect(await screen.findByText('2 solicitudes de amistad')).toBeInTheDocument();
  });
});
