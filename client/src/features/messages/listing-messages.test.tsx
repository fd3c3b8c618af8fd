import { sessionStore } from '@client/lib/session';
import { aPublicMember } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { MessageListing } from '@common/schemas/messages';
import type { Message } from '@common/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingSwitches } from './components/about-listing';
import { MessageBar } from './components/message-bar';
import { RealtimeProvider } from './realtime';
import { createRealtimeStore, RealtimeStoreContext } from './realtime-store';
import { ChatPage } from './routes/chat-page';

// The connection sends over REST (the fake API): no socket in these tests.
vi.mock('./socket-transport', () => ({
  createSocketTransport: () => ({ send: () => undefined, close: () => {} }),
}));

const tomatoes: MessageListing = {
  id: 10,
  title: 'Sungold tomatoes',
  image: null,
  price: 4,
  type_id: 1,
  state_id: 1,
};
const beans: MessageListing = {
  id: 11,
  title: 'Runner beans',
  image: null,
  price: 0,
  type_id: 3,
  state_id: 3,
};

let nextId = 0;
const message = (over: Partial<Message>): Message => ({
  id: ++nextId,
  sender_id: 7,
  receiver_id: 1,
  content: 'hello',
  created_at: new Date().toISOString(),
  is_read: true,
  listing_id: over.listing?.id ?? null,
  listing: null,
  ...over,
});

describe('listingSwitches', () => {
  it('marks the first message about a listing and each switch, not plain messages between', () => {
    const shown = listingSwitches([
      { id: 1, listing_id: null },
      { id: 2, listing_id: 10 },
      { id: 3, listing_id: null },
      { id: 4, listing_id: 10 },
      { id: 5, listing_id: 11 },
      { id: 6, listing_id: 10 },
    ]);
    expect([...shown]).toEqual([2, 5, 6]);
  });
});

describe('the thread about a listing (docs/product.md §10.7)', () => {
  beforeEach(() => sessionStore.start('token', { id: 1, username: 'me' }));
  afterEach(() => sessionStore.clear());

  it('shows a card where the conversation starts or changes listing, and a gone one as such', async () => {
    fakeApi({
      'GET /auth/users/7/public': {
        data: aPublicMember(),
      },
      'GET /messages/7': {
        data: [
          message({ content: 'Are these still available?', listing: tomatoes }),
          message({ sender_id: 1, receiver_id: 7, content: 'Yes!', listing_id: null }),
          message({ content: 'And the beans?', listing: beans }),
          message({ content: 'What about the chard?', listing_id: 12, listing: null }),
        ],
      },
    });
    renderRoute(<ChatPage />, { path: '/messages/:otherId', at: '/messages/7' });
    const list = await screen.findByRole('list', { name: 'Messages with rosa' });
    await within(list).findByText('Are these still available?');
    const cards = within(list).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/listings/10', '/listings/11']);
    expect(cards[0]).toHaveTextContent('Sungold tomatoes');
    expect(cards[0]).toHaveTextContent('$4.00');
    expect(cards[0]).toHaveTextContent('Available');
    // A giveaway handed over shows as given.
    expect(cards[1]).toHaveTextContent('giveaway');
    expect(cards[1]).toHaveTextContent('Given away');
    expect(within(list).getByText('This listing is no longer available')).toBeInTheDocument();
    // The card comes before the message it introduces.
    const items = within(list).getAllByRole('listitem');
    const first = items.findIndex((li) => li.textContent?.includes('Sungold tomatoes'));
    expect(items[first + 1]).toHaveTextContent('Are these still available?');
  });

  it('sends from a listing page with listing_id', async () => {
    const server = fakeApi({
      'POST /messages': ({ body }) => ({
        status: 201,
        data: message({ ...(body as object), sender_id: 1, receiver_id: 2, listing: tomatoes }),
      }),
    });
    const { router } = renderRoute(
      <RealtimeStoreContext.Provider value={createRealtimeStore()}>
        <RealtimeProvider>
          <MessageBar userId={2} username="rosa" listingId={tomatoes.id} />
        </RealtimeProvider>
      </RealtimeStoreContext.Provider>,
    );
    await userEvent.type(screen.getByRole('textbox'), 'Still available?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/2'));
    await waitFor(() =>
      expect(server.to('POST /messages').map((c) => c.body)).toEqual([
        expect.objectContaining({ receiver_id: 2, content: 'Still available?', listing_id: 10 }),
      ]),
    );
  });
});
