import { sessionStore } from '@client/lib/session';
import { dayOf } from '@client/lib/time-span';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { Event } from '@common/schemas/events';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditEventPage, NewEventPage } from './routes/event-form-page';

/** docs/product.md §7.19: hosting a swap day, and its host changing it. */
const home = { latitude: 40.7608, longitude: -111.891 };
/** GET /map/user/geocode: the member's own stored home, where the picker must not open. */
const stored = {
  ...home,
  address: '1 Main St',
  city: 'Salt Lake City',
  state: 'UT',
  zip_code: '84101',
};
/** GET /events/origin: the member's cloaked point, the one neighbours see, where it opens. */
const cloaked = { latitude: 40.7631, longitude: -111.8862 };
const dayAhead = (days: number) => dayOf(new Date(Date.now() + days * 86_400_000));

const anEvent = (overrides: Partial<Event> = {}): Event => ({
  id: 9,
  title: 'Seed swap in the park',
  description: '',
  starts_at: new Date(`${dayAhead(3)}T10:00`).toISOString(),
  ends_at: new Date(`${dayAhead(3)}T12:00`).toISOString(),
  place_name: 'Liberty Park',
  latitude: 40.745,
  longitude: -111.875,
  host: { id: 1, username: 'rosa', avatar: null },
  going_count: 0,
  going: false,
  bringing: [],
  attendees: [],
  ...overrides,
});

// jsdom lays nothing out: give the map a size, so Leaflet places the pin as a browser would.
beforeEach(() => {
  signInAs(1, 'rosa');
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(280);
});
afterEach(() => sessionStore.clear());

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Host this swap day' }));

describe('Host a swap day', () => {
  it('says what is missing beside each field, the place first of all, and asks the server nothing', async () => {
    const server = fakeApi({
      'GET /map/user/geocode': { data: stored },
      'GET /events/origin': { data: cloaked },
    });
    renderRoute(<NewEventPage />, { path: '/swap-days/new' });
    expect(await screen.findByRole('heading', { name: 'Host a swap day' })).toBeInTheDocument();
    expect(
      screen.getByText(/Choose a public place — a park, a library: it is shown exactly/),
    ).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Map: tap to put the pin' });
    await submit();
    expect(screen.getByText('title must be 3 to 80 characters long')).toBeInTheDocument();
    expect(screen.getByText('Choose a day')).toBeInTheDocument();
    expect(screen.getByText('Choose when it starts')).toBeInTheDocument();
    expect(screen.getByText('Choose when it ends')).toBeInTheDocument();
    expect(
      screen.getByText('place_name is required, at most 80 characters long'),
    ).toBeInTheDocument();
    expect(screen.getByText("Put the pin on the map where you'll meet")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Title'), 'Seed swap');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: dayAhead(2) } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '09:00' } });
    await submit();
    expect(screen.getByText('It has to end after it starts')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '23:30' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '11:00' } });
    await submit();
    expect(screen.getByText('A swap day lasts at most 12 hours')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: dayAhead(200) } });
    await submit();
    expect(screen.getByText('Choose a day within 180 days')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: dayAhead(-1) } });
    await submit();
    expect(screen.getByText('It has to start later than now')).toBeInTheDocument();
    expect(server.to('POST /events')).toEqual([]);
  });

  it('opens on the member’s cloaked point, not their home, sends the moments in UTC and opens its page', async () => {
    const server = fakeApi({
      'GET /map/user/geocode': { data: stored },
      'GET /events/origin': { data: cloaked },
      'POST /events': ({ body }) => ({ status: 201, data: anEvent({ ...(body as object) }) }),
    });
    const { router } = renderRoute(<NewEventPage />, { path: '/swap-days/new' });
    await userEvent.type(await screen.findByLabelText('Title'), ' Seed swap in the park ');
    await userEvent.type(screen.getByLabelText('Description (optional)'), 'Bring envelopes');
    const day = dayAhead(3);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '12:30' } });
    await userEvent.type(screen.getByLabelText('Place'), 'Liberty Park');
    expect(await screen.findByText('No place chosen yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Put the pin at the map's centre" }));
    expect(screen.getByText('Pin placed.')).toBeInTheDocument();
    expect(screen.getByTitle("The swap day's place")).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(server.to('POST /events')).toHaveLength(1));
    const body = server.to('POST /events')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Seed swap in the park',
      description: 'Bring envelopes',
      place_name: 'Liberty Park',
      starts_at: new Date(`${day}T10:00`).toISOString(),
      ends_at: new Date(`${day}T12:30`).toISOString(),
    });
    expect(body.latitude).toBeCloseTo(cloaked.latitude, 4);
    expect(body.longitude).toBeCloseTo(cloaked.longitude, 4);
    expect(body.latitude).not.toBeCloseTo(home.latitude, 3);
    expect(body.at_my_home).toBe(false);
    expect(server.to('GET /map/user/geocode')).toEqual([]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/swap-days/9'));
  });

  it('asks in words whether the place is the member’s home, sends the answer, and says a refusal', async () => {
    let refuse = true;
    const server = fakeApi({
      'GET /events/origin': { data: cloaked },
      'POST /events': ({ body }) =>
        refuse
          ? {
              status: 422,
              data: {
                detail: [
                  {
                    loc: ['body', 'latitude'],
                    msg: 'Pick a public place, such as a park or a library, not your home.',
                    type: 'custom',
                  },
                ],
              },
            }
          : { status: 201, data: anEvent({ ...(body as object) }) },
    });
    renderRoute(<NewEventPage />, { path: '/swap-days/new' });
    await userEvent.type(await screen.findByLabelText('Title'), 'Seed swap on my porch');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: dayAhead(3) } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '12:00' } });
    await userEvent.type(screen.getByLabelText('Place'), 'My front porch');
    await userEvent.click(
      await screen.findByRole('button', { name: "Put the pin at the map's centre" }),
    );
    const atHome = screen.getByRole('checkbox', {
      name: 'This swap day is at my home: show its place to everyone who can see it',
    });
    expect(atHome).not.toBeChecked();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pick a public place, such as a park or a library, not your home.',
    );
    expect(server.to('POST /events')[0]?.body).toMatchObject({ at_my_home: false });
    refuse = false;
    await userEvent.click(atHome);
    expect(atHome).toBeChecked();
    await submit();
    await waitFor(() => expect(server.to('POST /events')).toHaveLength(2));
    expect(server.to('POST /events')[1]?.body).toMatchObject({
      at_my_home: true,
      latitude: expect.closeTo(cloaked.latitude, 4),
    });
  });

  it("puts the pin where the map is tapped, and says the server's refusal in its words", async () => {
    fakeApi({
      'GET /map/user/geocode': { data: stored },
      'GET /events/origin': { data: cloaked },
      'POST /events': {
        status: 409,
        data: { detail: 'You already host 3 upcoming swap days' },
      },
    });
    renderRoute(<NewEventPage />, { path: '/swap-days/new' });
    await userEvent.type(await screen.findByLabelText('Title'), 'Seed swap');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: dayAhead(3) } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '12:00' } });
    await userEvent.type(screen.getByLabelText('Place'), 'City Library');
    await screen.findByText('No place chosen yet.');
    fireEvent.click(document.querySelector('.place-picker__map')!, { clientX: 100, clientY: 60 });
    expect(await screen.findByText('Pin placed.')).toBeInTheDocument();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already host 3 upcoming swap days',
    );
  });
});

describe('Change your swap day', () => {
  it('opens filled in and sends the changes', async () => {
    const event = anEvent();
    const server = fakeApi({
      'GET /events/9': { data: event },
      'GET /map/user/geocode': { data: stored },
      'GET /events/origin': { data: cloaked },
      'PATCH /events/9': ({ body }) => ({ data: anEvent({ ...(body as object) }) }),
    });
    const { router } = renderRoute(<EditEventPage />, {
      path: '/swap-days/:id/edit',
      at: '/swap-days/9/edit',
    });
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Seed swap in the park');
    expect(screen.getByLabelText('Day')).toHaveValue(dayAhead(3));
    expect(screen.getByLabelText('From')).toHaveValue('10:00');
    expect(screen.getByLabelText('Until')).toHaveValue('12:00');
    expect(screen.getByLabelText('Place')).toHaveValue('Liberty Park');
    expect(await screen.findByText('Pin placed.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Place'));
    await userEvent.type(screen.getByLabelText('Place'), 'Liberty Park, south gate');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/swap-days/9'));
    expect(server.to('PATCH /events/9')[0]?.body).toMatchObject({
      place_name: 'Liberty Park, south gate',
      latitude: 40.745,
      longitude: -111.875,
      starts_at: event.starts_at,
    });
  });

  it('is for its host alone', async () => {
    fakeApi({
      'GET /events/9': { data: anEvent({ host: { id: 5, username: 'bob', avatar: null } }) },
    });
    renderRoute(<EditEventPage />, { path: '/swap-days/:id/edit', at: '/swap-days/9/edit' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only its host can change a swap day.',
    );
    expect(screen.queryByLabelText('Title')).toBeNull();
  });
});
