import { sessionStore } from '@client/lib/session';
import { aPublicMember } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderLiveChat } from '@client/test/live-chat';
import { CANT_MESSAGE, REPORT_THANKS } from '@common/schemas/safety';
import type { Message } from '@common/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The chat's connection sends over REST (the fake API): no socket in these tests.
vi.mock('./socket-transport', () => ({
  createSocketTransport: () => ({ send: () => undefined, close: () => {} }),
}));

const fromRosa: Message = {
  id: 5,
  sender_id: 7,
  receiver_id: 1,
  content: 'Send me your bank details',
  created_at: new Date().toISOString(),
  is_read: true,
  listing_id: null,
  listing: null,
};
const rosa = aPublicMember();

function openChat(routes: Parameters<typeof fakeApi>[0]) {
  const server = fakeApi({
    'GET /messages/7': { data: [fromRosa] },
    'GET /auth/users/7/public': { data: rosa },
    ...routes,
  });
  renderLiveChat(7);
  return server;
}

beforeEach(() => sessionStore.start('token', { id: 1, username: 'me' }));
afterEach(() => sessionStore.clear());

describe('a chat across a block (docs/product.md §14.1)', () => {
  it('closes on the refusal, keeps the typed text, and never sends it again', async () => {
    const server = openChat({
      'GET /blocks': { data: [] },
      'POST /messages': { status: 403, data: { detail: CANT_MESSAGE } },
    });
    await screen.findByText('Send me your bank details');
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Why not?{Enter}');
    expect(await screen.findByText(CANT_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue('Why not?'));
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveAccessibleDescription(CANT_MESSAGE);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.queryByText(/Not sent/)).toBeNull();
    // Not taken for a member who left.
    expect(screen.getByRole('heading', { name: 'Chat with rosa' })).toBeInTheDocument();
    expect(screen.queryByText('This member has left Homegrown')).toBeNull();
    expect(server.to('POST /messages')).toHaveLength(1);
    await waitFor(() => expect(localStorage.getItem('homegrown:outbox:1')).toBeNull());
  });

  it('blocks from the menu after the confirm, then the input says so and the menu offers Unblock', async () => {
    let blocked: (typeof rosa)[] = [];
    const server = openChat({
      'GET /blocks': () => ({ data: blocked }),
      'POST /blocks': () => {
        blocked = [rosa];
        return { status: 201, data: rosa };
      },
      'DELETE /blocks/7': () => {
        blocked = [];
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'More for rosa' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block rosa' }));
    const dialog = screen.getByRole('dialog', { name: 'Block rosa?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(server.to('POST /blocks').map((c) => c.body)).toEqual([{ user_id: 7 }]);
    const closed = await screen.findByText('You have blocked rosa. Unblock them to write again.');
    expect(closed).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'More for rosa' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Unblock rosa' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(server.to('DELETE /blocks/7')).toHaveLength(1);
  });

  it('reports the member from the menu, and a received message from its bubble', async () => {
    const server = openChat({
      'GET /blocks': { data: [] },
      'POST /reports': ({ body }) => ({
        status: 201,
        data: { id: 1, details: null, created_at: new Date().toISOString(), ...(body as object) },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'More for rosa' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report rosa' }));
    let dialog = screen.getByRole('dialog', { name: 'Report rosa' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Offensive or abusive' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_THANKS)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(
      screen.getByRole('button', { name: 'Report the message “Send me your bank details”' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Report this message' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_THANKS)).toBeInTheDocument();
    expect(server.to('POST /reports').map((c) => c.body)).toEqual([
      { target_type: 'user', target_id: 7, reason: 'offensive' },
      { target_type: 'message', target_id: 5, reason: 'scam' },
    ]);
  });

  it('offers no Report on my own messages', async () => {
    openChat({
      'GET /blocks': { data: [] },
      'GET /messages/7': { data: [{ ...fromRosa, sender_id: 1, receiver_id: 7 }] },
    });
    await screen.findByText('Send me your bank details');
    expect(screen.queryByRole('button', { name: /Report the message/ })).toBeNull();
  });
});
