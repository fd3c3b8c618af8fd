import { sessionStore } from '@client/lib/session';
import { aPublicMember } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { message, renderLiveChat } from '@client/test/live-chat';
import type { Message } from '@common/types';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { SocketEvents } from './socket-transport';

// The socket connects when the test says so: the moment the race is about.
const socket = vi.hoisted(() => ({ on: undefined as SocketEvents | undefined }));
vi.mock('./socket-transport', () => ({
  createSocketTransport: (_opts: unknown, on: SocketEvents) => {
    socket.on = on;
    return { send: () => undefined, close: () => {} };
  },
}));

beforeEach(() => sessionStore.start('token', { id: 1, username: 'me' }));
afterEach(() => sessionStore.clear());

const sent = message({ id: 9, sender_id: 7, content: 'Courgettes are ready' });

it('shows a message sent between the chat being read and the socket first connecting', async () => {
  let stored: Message[] = [];
  const server = fakeApi({
    'GET /auth/users/7/public': {
      data: aPublicMember(),
    },
    'GET /messages/7': () => ({ data: stored }),
  });
  renderLiveChat(7);
  expect(await screen.findByText('No messages yet. Say hello to rosa!')).toBeInTheDocument();
  await waitFor(() => expect(socket.on).toBeDefined());
  // Rosa's message is stored now; no socket of ours was there to hear it.
  stored = [sent];
  socket.on?.connected();
  expect(await screen.findByText('Courgettes are ready')).toBeInTheDocument();
  expect(server.to('GET /messages/7').length).toBeGreaterThanOrEqual(2);
});
