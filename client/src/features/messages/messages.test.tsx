import { sessionStore } from '@client/lib/session';
import { aPublicMember } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { message, renderLiveChat } from '@client/test/live-chat';
import { renderRoute, testQueryClient } from '@client/test/render';
import type { MessageThread } from '@common/schemas/messages';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageKeys } from './api';
import { Composer } from './components/composer';
import { MessageBar } from './components/message-bar';
import { MessageBubble } from './components/message-bubble';
import { UnreadBadge } from './components/unread-badge';
import { formatMessageTime } from './format-time';
import { ChatPage } from './routes/chat-page';
import { MessagesPage } from './routes/messages-page';

// The chat's connection sends over REST (the fake API): no socket in these tests.
vi.mock('./socket-transport', () => ({
  createSocketTransport: () => ({ send: () => undefined, close: () => {} }),
}));

describe('formatMessageTime (docs/product.md §10.4)', () => {
  const now = new Date(2024, 5, 15, 18, 0);
  it('shows only the time for a message sent today', () => {
    expect(formatMessageTime(new Date(2024, 5, 15, 9, 5).toISOString(), now, 'en')).toBe('9:05 AM');
  });
  it('shows month, day and time for an older message', () => {
    expect(formatMessageTime(new Date(2024, 5, 14, 21, 30).toISOString(), now, 'en')).toBe(
      'Jun 14, 9:30 PM',
    );
  });
});

describe('Composer', () => {
  it('sends trimmed text on Enter and clears the input', async () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const input = screen.getByPlaceholderText('Type a message…');
    await userEvent.type(input, '  Any rhubarb left?  {Enter}');
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Any rhubarb left?'));
    expect(input).toHaveValue('');
  });

  it('closed: keeps the text it is given, read-only and announced as disabled, and sends nothing', async () => {
    const onSend = vi.fn();
    render(
      <Composer onSend={onSend} closed="This member has left Homegrown" kept="Still there?" />,
    );
    const input = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(input).toHaveValue('Still there?'));
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAccessibleDescription('This member has left Homegrown');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(input).toHaveValue('Still there?');
  });

  it('does not send blank text, and Send sends too', async () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '    {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(input, 'Yes');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Yes'));
  });
});

describe('MessageBubble', () => {
  it('renders markup from a member as text', () => {
    const { container } = render(
      <ul>
        <MessageBubble message={message({ content: '<b>bold</b><img src=x>' })} mine={false} />
      </ul>,
    );
    expect(screen.getByText('<b>bold</b><img src=x>')).toBeInTheDocument();
    expect(container.querySelector('b, img')).toBeNull();
  });
});

describe('screens', () => {
  beforeEach(() => {
    sessionStore.start('token', { id: 1, username: 'me' });
  });
  afterEach(() => {
    sessionStore.clear();
  });

  const rosa: MessageThread = {
    other_user: { id: 2, username: 'rosa', profile_picture: null, is_deleted: false },
    last_message: message({ content: 'Fresh eggs?' }),
    unread: true,
    unread_count: 1,
  };

  it('lists threads, searches on the server, and says when none match', async () => {
    const server = fakeApi({ 'GET /messages': ({ query }) => ({ data: query.q ? [] : [rosa] }) });
    renderRoute(<MessagesPage />, { path: '/messages' });
    expect(await screen.findByRole('heading', { name: 'messages' })).toBeInTheDocument();
    expect(await screen.findByText('rosa')).toBeInTheDocument();
    expect(screen.getByText('Fresh eggs?')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'zz');
    expect(await screen.findByText('No conversations found.')).toBeInTheDocument();
    expect(server.to('GET /messages').at(-1)?.query).toMatchObject({ q: 'zz' });
  });

  it('marks an unread thread read before opening it', async () => {
    const server = fakeApi({
      'GET /messages': { data: [rosa] },
      'POST /messages/2/mark-thread-read': { data: { marked: 1 } },
    });
    const { router } = renderRoute(<MessagesPage />, { path: '/messages' });
    await userEvent.click(await screen.findByRole('link', { name: /rosa/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/2'));
    expect(server.to('POST /messages/2/mark-thread-read')).toHaveLength(1);
  });

  it('names a chat partner whose profile failed to load "User {id}", keeping the link', async () => {
    fakeApi({
      'GET /auth/users/7/public': { status: 500, data: { detail: 'Internal Server Error' } },
      'GET /messages/7': {
        data: [message({ id: 5, sender_id: 1, receiver_id: 7, content: 'Still there?' })],
      },
    });
    renderRoute(<ChatPage />, { path: '/messages/:otherId', at: '/messages/7' });
    expect(await screen.findByRole('heading', { name: 'Chat with User 7' })).toBeInTheDocument();
    expect(await screen.findByText('Still there?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View profile/ })).toHaveAttribute('href', '/seller/7');
    expect(screen.getByPlaceholderText('Type a message…')).toBeInTheDocument();
  });

  it('says "Chat" while the partner loads, never a made-up name', async () => {
    let answer: (reply: { data: unknown }) => void = () => {};
    fakeApi({
      'GET /auth/users/2/public': () => new Promise((resolve) => (answer = resolve)),
      'GET /messages/2': { data: [message({ id: 5, content: 'Fresh eggs?' })] },
    });
    renderRoute(<ChatPage />, { path: '/messages/:otherId', at: '/messages/2' });
    expect(await screen.findByText('Fresh eggs?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Chat$/);
    expect(screen.queryByText(/User 2/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View profile/ })).not.toBeInTheDocument();
    answer({ data: aPublicMember({ id: 2 }) });
    expect(await screen.findByRole('heading', { name: 'Chat with rosa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View profile/ })).toHaveAttribute('href', '/seller/2');
  });

  it('gives a member who left no profile link, and no other name on the way', async () => {
    fakeApi({
      'GET /auth/users/7/public': { status: 404, data: { detail: 'User not found' } },
      'GET /messages/7': {
        data: [message({ id: 5, sender_id: 1, receiver_id: 7, content: 'Still there?' })],
      },
    });
    renderRoute(<ChatPage />, { path: '/messages/:otherId', at: '/messages/7' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Chat$/);
    expect(
      await screen.findByRole('heading', { name: 'Chat with Deleted member' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Still there?')).toBeInTheDocument();
    expect(screen.queryByText(/User 7/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View profile/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Deleted member/ })).not.toBeInTheDocument();
  });

  const leftChat = (routes: Parameters<typeof fakeApi>[0]) => {
    const server = fakeApi({
      'GET /messages/7': {
        data: [message({ id: 5, sender_id: 7, receiver_id: 1, content: 'Moving away, bye!' })],
      },
      ...routes,
    });
    renderLiveChat(7);
    return server;
  };

  it('disables the input in a chat with a member who left (docs/product.md §10.2)', async () => {
    leftChat({ 'GET /auth/users/7/public': { status: 404, data: { detail: 'User not found' } } });
    expect(
      await screen.findByRole('heading', { name: 'Chat with Deleted member' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Moving away, bye!')).toBeInTheDocument();
    expect(screen.getByText('This member has left Homegrown')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('keeps the text when the server answers that the member left, and never resends it', async () => {
    const server = leftChat({
      'GET /auth/users/7/public': {
        data: aPublicMember(),
      },
      'POST /messages': { status: 410, data: { detail: 'This member has left Homegrown' } },
    });
    const input = await screen.findByRole('textbox', { name: 'Message' });
    expect(await screen.findByRole('heading', { name: 'Chat with rosa' })).toBeInTheDocument();
    await screen.findByText('Moving away, bye!');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-disabled'));
    await userEvent.type(input, 'Are you still there?{Enter}');
    expect(await screen.findByText('This member has left Homegrown')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue('Are you still there?'));
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.queryByText(/Not sent/)).toBeNull();
    expect(server.to('POST /messages').map((c) => c.body)).toEqual([
      expect.objectContaining({ receiver_id: 7, content: 'Are you still there?' }),
    ]);
    // Nothing waits in the outbox to be sent again after a reload.
    await waitFor(() => expect(localStorage.getItem('homegrown:outbox:1')).toBeNull());
  });

  it('falls back to /messages without a usable id', async () => {
    const { router } = renderRoute(<ChatPage />, {
      path: '/messages/:otherId',
      at: '/messages/abc',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
  });

  it('shows the badge as "99+" above 99, and nothing at 0', async () => {
    const client = testQueryClient();
    client.setQueryData(messageKeys.unread, 120);
    renderRoute(<UnreadBadge />, { client });
    expect(await screen.findByText('99+ unread messages')).toBeInTheDocument();
    client.setQueryData(messageKeys.unread, 0);
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
  });

  it('shows the message bar to other members only, and opens the chat', async () => {
    const { unmount } = renderRoute(<MessageBar userId={1} username="me" />);
    expect(screen.queryByRole('form')).toBeNull();
    unmount();
    const { router } = renderRoute(<MessageBar userId={2} username="rosa" />);
    const bar = screen.getByRole('form', { name: 'Message rosa' });
    expect(bar).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/2'));
  });

  it('hides the message bar from guests', () => {
    sessionStore.clear();
    renderRoute(<MessageBar userId={2} username="rosa" />);
    expect(screen.queryByRole('form')).toBeNull();
  });
});
