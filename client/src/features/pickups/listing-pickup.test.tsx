import { sessionStore } from '@client/lib/session';
import { timeSpan } from '@client/lib/time-span';
import { aListing } from '@client/test/factories';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { CurrentPickup } from '@common/schemas/pickups';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingPickup } from './listing-pickup';

/** docs/product.md §7.15: the pickup panel of a reserved listing, in each of its states. */
const bob = { id: 5, username: 'bob', profile_picture: null };
const reserved = aListing({
  id: 1,
  title: 'Zucchini',
  state_id: 2,
  type_id: 3,
  price: 0,
  reserved_for: bob,
});
// Built in the browser's own zone, as the panel shows it: the test holds in any time zone.
const starts = new Date(2031, 4, 3, 10, 0).toISOString();
const ends = new Date(2031, 4, 3, 11, 0).toISOString();
// As Testing Library reads text: Intl's thin spaces become plain ones.
const when = timeSpan('en', starts, ends).replace(/\s+/g, ' ');

const aPickup = (overrides: Partial<CurrentPickup> = {}): CurrentPickup => ({
  id: 9,
  listing_id: 1,
  proposed_by: 1,
  starts_at: starts,
  ends_at: ends,
  note: '',
  state: 'proposed',
  over: false,
  ...overrides,
});

afterEach(() => sessionStore.clear());

const asOwner = () => signInAs(1, 'rosa');
const asBob = () => signInAs(5, 'bob');

/** A day two days ahead in the browser's zone, as a date input takes it. */
function dayAhead(days: number) {
  const at = new Date(Date.now() + days * 86_400_000);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

describe('ListingPickup', () => {
  it('proposes a time when there is none: the moments in UTC, the note trimmed', async () => {
    asOwner();
    let current: CurrentPickup | null = null;
    const server = fakeApi({
      'GET /listings/1/pickup': () => ({ data: current }),
      'POST /listings/1/pickups': ({ body }) => {
        current = aPickup({ ...(body as object) });
        return { status: 201, data: { ...current, over: undefined } };
      },
    });
    renderRoute(<ListingPickup listing={reserved} />);
    expect(
      await screen.findByRole('heading', { name: 'Propose a pickup time' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Never a home address/)).toBeInTheDocument();
    const day = dayAhead(2);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '11:30' } });
    await userEvent.type(screen.getByLabelText('Where to meet (optional)'), ' At the gate ');
    await userEvent.click(screen.getByRole('button', { name: 'Propose this time' }));
    await waitFor(() =>
      expect(server.to('POST /listings/1/pickups').map((c) => c.body)).toEqual([
        {
          starts_at: new Date(`${day}T10:00`).toISOString(),
          ends_at: new Date(`${day}T11:30`).toISOString(),
          note: 'At the gate',
        },
      ]),
    );
    expect(await screen.findByText(/You proposed .* · waiting for bob/)).toBeInTheDocument();
  });

  it('says what is wrong beside each field and asks the server nothing', async () => {
    asOwner();
    const server = fakeApi({ 'GET /listings/1/pickup': { data: null } });
    renderRoute(<ListingPickup listing={reserved} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Propose this time' }));
    expect(screen.getByText('Choose a day')).toBeInTheDocument();
    expect(screen.getByText('Choose when it starts')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: dayAhead(2) } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '09:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Propose this time' }));
    expect(screen.getByText('The end must be after the start')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '15:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Propose this time' }));
    expect(screen.getByText('A pickup can last at most 4 hours')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: dayAhead(40) } });
    await userEvent.click(screen.getByRole('button', { name: 'Propose this time' }));
    expect(screen.getByText('Choose a day at most 30 days ahead')).toBeInTheDocument();
    expect(server.to('POST /listings/1/pickups')).toEqual([]);
  });

  it("shows the server's refusal in an alert", async () => {
    asOwner();
    fakeApi({
      'GET /listings/1/pickup': { data: null },
      'POST /listings/1/pickups': {
        status: 422,
        data: {
          detail: [
            { loc: ['body', 'starts_at'], msg: 'starts_at must be in the future', type: 'custom' },
          ],
        },
      },
    });
    renderRoute(<ListingPickup listing={reserved} />);
    fireEvent.change(await screen.findByLabelText('Day'), { target: { value: dayAhead(1) } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '11:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Propose this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('starts_at must be in the future');
  });

  it('lets the proposer wait, cancel, or propose another time', async () => {
    asOwner();
    const server = fakeApi({
      'GET /listings/1/pickup': { data: aPickup({ no_show: false }) },
      'POST /pickups/9/cancel': { data: { ...aPickup(), over: undefined, state: 'cancelled' } },
    });
    renderRoute(<ListingPickup listing={reserved} />);
    expect(await screen.findByText(`You proposed ${when} · waiting for bob`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Propose another time' }));
    expect(screen.getByRole('heading', { name: 'Propose a pickup time' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel pickup' }));
    await waitFor(() => expect(server.to('POST /pickups/9/cancel')).toHaveLength(1));
  });

  it("lets the other party accept or decline, with the proposer's note", async () => {
    asBob();
    const server = fakeApi({
      'GET /listings/1/pickup': { data: aPickup({ note: 'At the side gate' }) },
      'POST /pickups/9/accept': { data: { ...aPickup(), over: undefined, state: 'accepted' } },
    });
    renderRoute(<ListingPickup listing={reserved} />);
    expect(await screen.findByText(`rosa proposed ${when}`)).toBeInTheDocument();
    expect(screen.getByText('Where to meet: At the side gate')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Propose another time' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(server.to('POST /pickups/9/accept')).toHaveLength(1));
  });

  it('shows the agreed time, downloads it for a calendar, and cancels it', async () => {
    asBob();
    const objectUrl = vi.fn(() => 'blob:pickup');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: revoke });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const server = fakeApi({
      'GET /listings/1/pickup': { data: aPickup({ state: 'accepted', note: 'at the gate' }) },
      'GET /pickups/9/calendar': {
        data: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
        headers: { 'content-type': 'text/calendar' },
      },
      'POST /pickups/9/cancel': { data: { ...aPickup(), over: undefined, state: 'cancelled' } },
    });
    renderRoute(<ListingPickup listing={reserved} />);
    expect(await screen.findByText(`Pickup: ${when} · at the gate`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const file = objectUrl.mock.calls[0] as unknown as [Blob];
    expect(await file[0].text()).toContain('BEGIN:VCALENDAR');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('homegrown-pickup.ics');
    expect(revoke).toHaveBeenCalledWith('blob:pickup');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel pickup' }));
    await waitFor(() => expect(server.to('POST /pickups/9/cancel')).toHaveLength(1));
  });

  it('asks the owner, once an agreed time is over, whether the member came', async () => {
    asOwner();
    let current = aPickup({ state: 'accepted', proposed_by: 5, over: true, no_show: false });
    const server = fakeApi({
      'GET /listings/1/pickup': () => ({ data: current }),
      'POST /pickups/9/no-show': () => {
        current = { ...current, no_show: true };
        return { data: { ...current, over: undefined, no_show: undefined } };
      },
      'PATCH /listings/1/status': { data: { ...reserved, state_id: 3 } },
    });
    renderRoute(<ListingPickup listing={reserved} />);
    expect(await screen.findByText('Did bob come?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'They did not come' }));
    expect(await screen.findByText(/Noted: bob is not told/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'They did not come' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, mark it given' }));
    await waitFor(() =>
      expect(server.to('PATCH /listings/1/status').map((c) => c.body)).toEqual([{ state_id: 3 }]),
    );
  });

  it('never asks the member about a no-show', async () => {
    asBob();
    fakeApi({
      'GET /listings/1/pickup': { data: aPickup({ state: 'accepted', over: true }) },
    });
    renderRoute(<ListingPickup listing={reserved} />);
    expect(await screen.findByText(`Pickup: ${when}`)).toBeInTheDocument();
    expect(screen.queryByText(/Did .* come/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'They did not come' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel pickup' })).toBeNull();
  });

  it('shows nothing, and asks nothing, to anyone else or for a listing not reserved', async () => {
    signInAs(6, 'cleo');
    const server = fakeApi({});
    const { unmount } = renderRoute(<ListingPickup listing={reserved} />);
    expect(screen.queryByRole('heading', { name: 'Pickup' })).toBeNull();
    unmount();
    asOwner();
    renderRoute(<ListingPickup listing={aListing({ id: 1, state_id: 3, reserved_for: bob })} />);
    expect(screen.queryByRole('heading', { name: 'Pickup' })).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
