import { sessionStore } from '@client/lib/session';
import { aPublicMember } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { testQueryClient } from '@client/test/render';
import { stubScreenWidth } from '@client/test/viewport';
import type { MessageThread } from '@common/schemas/messages';
import type { Message } from '@common/types';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesRoutes } from './routes';

const rosa: MessageThread = {
  other_user: { id: 2, username: 'rosa', profile_picture: null, is_deleted: false },
  last_message: null,
  unread: false,
  unread_count: 0,
};
const hello: Message = {
  id: 1,
  sender_id: 2,
  receiver_id: 1,
  content: 'Fresh eggs on Saturday?',
  created_at: new Date().toISOString(),
  is_read: true,
  listing_id: null,
  listing: null,
};

/** The messages feature's own routes, as the app's router holds them. */
function renderMessages(at: string) {
  fakeApi({
    'GET /messages': { data: [rosa] },
    'GET /messages/2': { data: [hello] },
    'GET /auth/users/2/public': {
      data: aPublicMember({ id: 2 }),
    },
    'GET /blocks': { data: [] },
  });
  const router = createMemoryRouter(
    [{ path: '/', hydrateFallbackElement: <p>Loading</p>, children: messagesRoutes.protected }],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const threads = () => screen.queryByRole('list', { name: 'Conversations' });

describe('messages by width (docs/product.md §2.6, §10.1)', () => {
  beforeEach(() => {
    sessionStore.start('token', { id: 1, username: 'me' });
  });
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('on a desktop keeps the threads beside the conversation, waiting for a choice at first', async () => {
    stubScreenWidth(1440);
    const router = renderMessages('/messages');
    expect(await screen.findByText('Choose a conversation')).toBeInTheDocument();
    const thread = await screen.findByRole('link', { name: /rosa/ });
    expect(thread).not.toHaveAttribute('aria-current');

    await userEvent.click(thread);
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/2'));
    expect(await screen.findByRole('heading', { name: 'Chat with rosa' })).toBeInTheDocument();
    expect(await screen.findByText('Fresh eggs on Saturday?')).toBeInTheDocument();
    // Both panes: the list stays, marking the open conversation.
    expect(threads()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /rosa/, current: 'page' })).toBeInTheDocument();
    expect(screen.queryByText('Choose a conversation')).not.toBeInTheDocument();
  });

  it('opens a thread route on a desktop with both panes', async () => {
    stubScreenWidth(1024);
    renderMessages('/messages/2');
    expect(await screen.findByRole('heading', { name: 'Chat with rosa' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'messages' })).toBeInTheDocument();
    expect(threads()).toBeInTheDocument();
  });

  it.each([390, 820])('at %i px shows one screen at a time, as before', async (width) => {
    stubScreenWidth(width);
    renderMessages('/messages');
    expect(await screen.findByRole('link', { name: /rosa/ })).toBeInTheDocument();
    expect(screen.queryByText('Choose a conversation')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /rosa/ }));
    expect(await screen.findByRole('heading', { name: 'Chat with rosa' })).toBeInTheDocument();
    expect(threads()).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'messages' })).not.toBeInTheDocument();
  });
});
