import { switchLocale } from '@client/lib/i18n/locale-store';
import { sessionStore } from '@client/lib/session';
import { aPublicMember } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { message } from '@client/test/live-chat';
import { renderRoute, testQueryClient } from '@client/test/render';
import type { MessageThread } from '@common/schemas/messages';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageKeys } from './api';
import { UnreadBadge } from './components/unread-badge';
import { ChatPage } from './routes/chat-page';
import { MessagesPage } from './routes/messages-page';

// The chat's connection sends over REST (the fake API): no socket in these tests.
vi.mock('./socket-transport', () => ({
  createSocketTransport: () => ({ send: () => undefined, close: () => {} }),
}));

beforeEach(async () => {
  sessionStore.start('token', { id: 1, username: 'me' });
  await act(() => switchLocale('es'));
});
afterEach(() => sessionStore.clear());

const member = (id: number, username: string) => ({
  id,
  username,
  profile_picture: null,
  is_deleted: false,
});
const sent = new Date(2026, 4, 4, 15, 5).toISOString();

describe('messages in Spanish (docs/decisions.md "Languages")', () => {
  it('the threads say who wrote last, when, and how many are unread', async () => {
    const threads: MessageThread[] = [
      {
        other_user: member(2, 'rosa'),
        last_message: message({ content: '¿Te quedan huevos?', created_at: sent }),
        unread: true,
        unread_count: 3,
      },
      {
        other_user: member(3, 'basil_b'),
        last_message: message({ sender_id: 3, content: 'Gracias' }),
        unread: true,
        unread_count: 1,
      },
      {
        other_user: member(4, 'ann_a'),
        last_message: message({ sender_id: 1, receiver_id: 4, content: 'Ya voy' }),
        unread: false,
        unread_count: 0,
      },
      { other_user: member(5, 'fig_tree'), last_message: null, unread: false, unread_count: 0 },
    ];
    fakeApi({ 'GET /messages': ({ query }) => ({ data: query.q ? [] : threads }) });
    renderRoute(<MessagesPage />, { path: '/messages' });
    expect(await screen.findByRole('heading', { name: 'mensajes' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversaciones' });
    const rosa = within(list).getByRole('link', { name: /rosa/ });
    expect(rosa).toHaveAccessibleName(/3 mensajes sin leer$/);
    expect(within(rosa).getByText(/^4 may, 3:05/)).toBeInTheDocument();
    const basil = within(list).getByRole('link', { name: /basil_b/ });
    expect(basil).toHaveAccessibleName(/1 mensaje sin leer$/);
    expect(basil).toHaveTextContent('Gracias');
    expect(basil).not.toHaveTextContent('Tú:');
    expect(within(list).getByRole('link', { name: /ann_a/ })).toHaveTextContent('Tú: Ya voy');
    expect(within(list).getByRole('link', { name: /fig_tree/ })).toHaveTextContent('¡Saluda!');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar conversaciones' }), 'zz');
    expect(await screen.findByText('No se encontraron conversaciones.')).toBeInTheDocument();
  });

  it('the badge counts unread messages in Spanish', async () => {
    const client = testQueryClient();
    client.setQueryData(messageKeys.unread, 1);
    renderRoute(<UnreadBadge />, { client });
    expect(await screen.findByText('1 mensaje sin leer')).toBeInTheDocument();
    act(() => client.setQueryData(messageKeys.unread, 120));
    expect(await screen.findByText('99+ mensajes sin leer')).toBeInTheDocument();
  });

  it('the chat: the listing card with its price, the bubbles and the composer near the limit', async () => {
    fakeApi({
      'GET /auth/users/7/public': { data: aPublicMember({ id: 7 }) },
      'GET /messages/7': {
        data: [
          message({
            sender_id: 7,
            content: '¿Siguen disponibles?',
            listing_id: 10,
            listing: {
              id: 10,
              title: 'Tomates Sungold',
              image: null,
              price: 4.5,
              type_id: 1,
              state_id: 2,
            },
          }),
        ],
      },
    });
    renderRoute(<ChatPage />, { path: '/messages/:otherId', at: '/messages/7' });
    expect(await screen.findByRole('heading', { name: 'Chat con rosa' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Mensajes con rosa' });
    expect(
      within(list).getByRole('link', { name: 'Sobre: Tomates Sungold, $4.50, Apartado' }),
    ).toHaveAttribute('href', '/listings/10');
    expect(within(list).getByText('Recibido:')).toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: 'Reportar el mensaje “¿Siguen disponibles?”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver perfil/ })).toHaveAttribute('href', '/seller/7');

    const input = screen.getByRole('textbox', { name: 'Mensaje' });
    expect(input).toHaveAttribute('placeholder', 'Escribe un mensaje…');
    await userEvent.click(input);
    await userEvent.paste('a'.repeat(1999));
    expect(input).toHaveAccessibleDescription('Queda 1 carácter');
    await userEvent.paste('a'.repeat(3));
    expect(input).toHaveAccessibleDescription('2 caracteres de más');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Los mensajes pueden tener como máximo 2,000 caracteres',
    );
  });
});
