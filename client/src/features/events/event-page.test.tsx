import { sessionStore } from '@client/lib/session';
import { timeSpan } from '@client/lib/time-span';
import { aListing } from '@client/test/factories';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { Event } from '@common/schemas/events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EventPage } from './routes/event-page';

/** docs/product.md §7.19: a swap day's page, for someone going, someone not, and its host. */
const starts = new Date(2031, 4, 3, 10, 0).toISOString();
const ends = new Date(2031, 4, 3, 13, 0).toISOString();
const when = timeSpan('en', starts, ends).replace(/\s+/g, ' ');

const bob = { id: 5, username: 'bob', avatar: null };
const rosa = { id: 1, username: 'rosa', avatar: null };
const bobsBeans = aListing({ id: 30, title: 'Runner beans', owner_id: 5, owner_username: 'bob' });

const anEvent = (overrides: Partial<Event> = {}): Event => ({
  id: 7,
  title: 'Seed swap in the park',
  description: 'Bring seeds in paper envelopes.',
  starts_at: starts,
  ends_at: ends,
  place_name: 'Liberty Park, north gate',
  latitude: 40.745,
  longitude: -111.875,
  host: bob,
  going_count: 1,
  going: false,
  bringing: [bobsBeans],
  attendees: [bob],
  ...overrides,
});

afterEach(() => sessionStore.clear());

const renderPage = () => renderRoute(<EventPage />, { path: '/swap-days/:id', at: '/swap-days/7' });

describe('a swap day as a neighbour sees it', () => {
  it('says when and where, what it is, who hosts it, who is going and what they bring', async () => {
    signInAs(1, 'rosa');
    fakeApi({ 'GET /events/7': { data: anEvent() } });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Seed swap in the park', level: 1 }),
    ).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'When and where' });
    expect(within(facts).getByText(when)).toBeInTheDocument();
    expect(within(facts).getByText('Liberty Park, north gate')).toBeInTheDocument();
    expect(screen.getByText('Bring seeds in paper envelopes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'bob' })).toHaveAttribute('href', '/seller/5');
    expect(screen.getByRole('heading', { name: '1 going' })).toBeInTheDocument();
    const bringing = screen.getByRole('list', { name: 'What people bring' });
    expect(within(bringing).getByRole('link', { name: 'Runner beans' })).toHaveAttribute(
      'href',
      '/listings/30',
    );
    expect(within(bringing).getByText('brought by bob')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel swap day' })).toBeNull();
    // The pin at the exact place the host chose, on tiles through the app's proxy.
    expect(await screen.findByTitle('Liberty Park, north gate')).toBeInTheDocument();
    expect(document.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^\/api\/tiles\/osm\/15\/\d+\/\d+$/,
    );
  });

  it('says "I\'m going" with the listings ticked, own ones open to others only', async () => {
    signInAs(1, 'rosa');
    let event = anEvent();
    const server = fakeApi({
      'GET /events/7': () => ({ data: event }),
      'GET /listings': {
        data: [
          aListing({ id: 40, title: 'Kale seedlings', owner_id: 1 }),
          aListing({ id: 41, title: 'Given away rhubarb', owner_id: 1, state_id: 3 }),
          aListing({ id: 42, title: 'Old squash', owner_id: 1, expired: true }),
          aListing({ id: 43, title: 'Hidden one', owner_id: 1, is_active: false }),
          aListing({ id: 44, title: 'Chard', owner_id: 1, type_id: 3 }),
        ],
      },
      'POST /events/7/rsvp': ({ body }) => {
        const ids = (body as { bringing: number[] }).bringing;
        event = anEvent({
          going: true,
          going_count: 2,
          attendees: [bob, rosa],
          bringing: [
            bobsBeans,
            ...ids.map((id) =>
              aListing({ id, title: 'Kale seedlings', owner_id: 1, owner_username: 'rosa' }),
            ),
          ],
        });
        return { data: event };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: "I'm going" }));
    const dialog = await screen.findByRole('dialog', { name: 'What will you bring?' });
    const boxes = await within(dialog).findAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('.check')?.textContent)).toEqual([
      'Kale seedlings · $3.00',
      'Chard · giveaway',
    ]);
    expect(server.to('GET /listings')[0]?.query).toMatchObject({ mine: true });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Kale seedlings/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: "I'm going, bringing 1" }));
    await waitFor(() =>
      expect(server.to('POST /events/7/rsvp').map((c) => c.body)).toEqual([{ bringing: [40] }]),
    );
    expect(await screen.findByText("You're going")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 going' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'What people bring' })).getByRole('link', {
        name: 'Kale seedlings',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("goes with nothing to bring, and says the server's refusal in its words", async () => {
    signInAs(1, 'rosa');
    const server = fakeApi({
      'GET /events/7': { data: anEvent() },
      'GET /listings': { data: [] },
      'POST /events/7/rsvp': {
        status: 409,
        data: { detail: 'This swap day is over' },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: "I'm going" }));
    const dialog = await screen.findByRole('dialog', { name: 'What will you bring?' });
    expect(
      await within(dialog).findByText(/You have no listings open to others right now/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: "I'm going" }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This swap day is over');
    expect(server.to('POST /events/7/rsvp').map((c) => c.body)).toEqual([{ bringing: [] }]);
  });

  it('changes what they bring, ticked as it is, and says "Not going"', async () => {
    signInAs(1, 'rosa');
    const mine = aListing({ id: 40, title: 'Kale seedlings', owner_id: 1, owner_username: 'rosa' });
    let event = anEvent({ going: true, going_count: 2, bringing: [bobsBeans, mine] });
    const server = fakeApi({
      'GET /events/7': () => ({ data: event }),
      'GET /listings': { data: [mine, aListing({ id: 44, title: 'Chard', owner_id: 1 })] },
      'DELETE /events/7/rsvp': () => {
        event = anEvent();
        return { status: 204 };
      },
    });
    renderPage();
    expect(await screen.findByText("You're going")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change what I bring' }));
    const dialog = await screen.findByRole('dialog', { name: 'What will you bring?' });
    expect(await within(dialog).findByRole('checkbox', { name: /Kale seedlings/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Chard/ })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Not going' }));
    expect(await screen.findByRole('button', { name: "I'm going" })).toBeInTheDocument();
    expect(server.to('DELETE /events/7/rsvp')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '1 going' })).toBeInTheDocument();
  });

  it('says so when the swap day is not there (cancelled, or its host blocked the reader)', async () => {
    signInAs(1, 'rosa');
    fakeApi({ 'GET /events/7': { status: 404, data: { detail: 'Swap day not found' } } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This swap day is not there any more.',
    );
  });
});

describe('a swap day as its host sees it', () => {
  it('offers Edit and, after a confirmation, cancels it', async () => {
    signInAs(5, 'bob');
    const server = fakeApi({
      'GET /events/7': { data: anEvent({ going_count: 2, attendees: [bob, rosa] }) },
      'GET /events': { data: [] },
      'DELETE /events/7': { status: 204 },
    });
    const { router } = renderPage();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/swap-days/7/edit',
    );
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel swap day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this swap day?' });
    expect(dialog).toHaveTextContent('The 2 members going will be told.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(server.to('DELETE /events/7')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel swap day' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this swap day?' })).getByRole(
        'button',
        { name: 'Yes, cancel it' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/swap-days'));
    expect(server.to('DELETE /events/7')).toHaveLength(1);
  });
});
