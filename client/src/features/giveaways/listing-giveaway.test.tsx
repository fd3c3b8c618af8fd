import { queryOf } from '@client/lib/api-client';
import { switchLocale } from '@client/lib/i18n/locale-store';
import { sessionStore } from '@client/lib/session';
import { aListing } from '@client/test/factories';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { listingContracts } from '@common/contracts/listings';
import type { Listing } from '@common/types';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingGiveaway } from './listing-giveaway';

// A giveaway's simmer, interest and draw on its page (docs/product.md §7.16).
const saturday10 = new Date(2030, 0, 5, 10, 0).toISOString(); // a Saturday, 10:00 local time
const ana = { id: 5, username: 'ana', profile_picture: null };
const ben = { id: 6, username: 'ben', profile_picture: null };
const member = (m: typeof ana, note = '') => ({
  user: { id: m.id, username: m.username, avatar: null },
  note,
  created_at: '2026-01-02T09:30:00.000Z',
});

const giveaway = (overrides: Partial<Listing> = {}) =>
  aListing({
    id: 1,
    title: 'Zucchini starts',
    type_id: 3,
    price: 0,
    owner_id: 1,
    owner_username: 'rosa',
    simmer_until: saturday10,
    interested_count: 3,
    ...overrides,
  });

/** The listing page's part: the listing as its query has it, read again when invalidated. */
function OnPage() {
  const { data } = useQuery(queryOf(listingContracts.get, { params: { id: 1 } }));
  return data ? <ListingGiveaway listing={data} /> : null;
}

afterEach(() => sessionStore.clear());

describe('a neighbour', () => {
  it('sees when the owner chooses and how many are interested, says so with a note, and takes it back', async () => {
    signInAs(2, 'ana');
    let interested = false;
    const server = fakeApi({
      'GET /listings/1': { data: giveaway() },
      'GET /listings/1/interest/mine': () => ({
        data: { interested, note: interested ? 'For the school garden' : null },
      }),
      'POST /listings/1/interest': ({ body }) => {
        interested = true;
        const { note } = body as { note: string };
        return {
          status: 201,
          data: { listing_id: 1, note, created_at: saturday10, interested_count: 4 },
        };
      },
      'DELETE /listings/1/interest': () => {
        interested = false;
        return { status: 204 };
      },
    });
    renderRoute(<OnPage />);
    expect(await screen.findByText("Choosing on Sat 10:00 AM: tap I'm interested")).toBeVisible();
    expect(screen.getByText('3 neighbours interested')).toBeVisible();
    await userEvent.type(
      await screen.findByLabelText('A note for rosa (optional)'),
      'For the school garden',
    );
    await userEvent.click(screen.getByRole('button', { name: "I'm interested" }));
    expect(await screen.findByText("You're in.")).toBeVisible();
    expect(screen.getByText(/Your note: “For the school garden”/)).toBeVisible();
    expect(server.to('POST /listings/1/interest').map((c) => c.body)).toEqual([
      { note: 'For the school garden' },
    ]);
    // The count comes from the listing, read again.
    expect(server.to('GET /listings/1').length).toBeGreaterThan(1);

    await userEvent.click(screen.getByRole('button', { name: 'Not interested any more' }));
    expect(await screen.findByRole('button', { name: "I'm interested" })).toBeVisible();
    expect(server.to('DELETE /listings/1/interest')).toHaveLength(1);
  });

  it('reads the simmer line in Spanish', async () => {
    signInAs(2, 'ana');
    fakeApi({
      'GET /listings/1': { data: giveaway({ interested_count: 1 }) },
      'GET /listings/1/interest/mine': { data: { interested: false, note: null } },
    });
    await act(() => switchLocale('es'));
    renderRoute(<OnPage />);
    expect(
      await screen.findByText('Se elige el sáb a las 10:00 a.m.: toca «Me interesa»'),
    ).toBeVisible();
    expect(screen.getByText('1 vecino interesado')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Me interesa' })).toBeVisible();
  });

  it('may say so on a giveaway that does not simmer, without a "Choosing on" line', async () => {
    signInAs(2, 'ana');
    fakeApi({
      'GET /listings/1': { data: giveaway({ simmer_until: null, interested_count: 0 }) },
      'GET /listings/1/interest/mine': { data: { interested: false, note: null } },
    });
    renderRoute(<OnPage />);
    expect(await screen.findByRole('button', { name: "I'm interested" })).toBeVisible();
    expect(screen.queryByText(/Choosing on/)).toBeNull();
    expect(screen.queryByText(/neighbours? interested/)).toBeNull();
  });

  it('sees nothing of it once reserved, nor on a listing that is no giveaway', async () => {
    signInAs(2, 'ana');
    const { container } = renderRoute(
      <>
        <ListingGiveaway listing={giveaway({ state_id: 2, reserved_for: ben })} />
        <ListingGiveaway listing={aListing({ id: 2 })} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('a guest', () => {
  it('sees the simmer line and a way in', async () => {
    fakeApi({ 'GET /listings/1': { data: giveaway() } });
    renderRoute(<OnPage />);
    expect(await screen.findByText("Choosing on Sat 10:00 AM: tap I'm interested")).toBeVisible();
    expect(screen.getByRole('link', { name: "Sign up to say you're interested" })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

describe('the owner', () => {
  it('lists who is interested and cannot draw while it simmers, saying why', async () => {
    signInAs(1, 'rosa');
    fakeApi({
      'GET /listings/1': { data: giveaway() },
      'GET /listings/1/interest': { data: [member(ana, 'For the school garden'), member(ben)] },
    });
    renderRoute(<OnPage />);
    expect(await screen.findByText('For the school garden')).toBeVisible();
    expect(screen.getByText('ana')).toBeVisible();
    expect(screen.getByText('ben')).toBeVisible();
    const draw = screen.getByRole('button', { name: 'Draw a neighbour' });
    expect(draw).toBeDisabled();
    expect(draw).toHaveAccessibleDescription(
      'Choosing on Sat 10:00 AM: you can draw a neighbour then.',
    );
    expect(screen.queryByRole('button', { name: "I'm interested" })).toBeNull();
  });

  it('draws once the simmer is over: who was chosen, who was in the draw, and the page reserved', async () => {
    signInAs(1, 'rosa');
    const over = giveaway({ simmer_until: '2026-01-01T00:00:00.000Z' });
    let drawn = false;
    const server = fakeApi({
      'GET /listings/1': () => ({
        data: drawn ? { ...over, state_id: 2, reserved_for: ben } : over,
      }),
      'GET /listings/1/interest': { data: [member(ana), member(ben)] },
      'GET /listings/1/draw': {
        data: { chosen: ben, entrants: [ana, ben], drawn_at: saturday10, draws: [] },
      },
      'POST /listings/1/draw': () => {
        drawn = true;
        return {
          data: {
            listing: { ...over, state_id: 2, reserved_for: ben },
            chosen: ben,
            entrants: [ana, ben],
          },
        };
      },
    });
    renderRoute(<OnPage />);
    const draw = await screen.findByRole('button', { name: 'Draw a neighbour' });
    await waitFor(() => expect(draw).toBeEnabled());
    await userEvent.click(draw);
    expect(await screen.findByText('ben was chosen')).toBeVisible();
    expect(screen.getByText('In the draw: ana, ben')).toBeVisible();
    // The page is read again: reserved, the draw button gone.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Draw a neighbour' })).toBeNull(),
    );
    expect(server.to('GET /listings/1').length).toBeGreaterThan(1);
    expect(server.to('POST /listings/1/draw')).toHaveLength(1);
  });

  it('still says who was in the draw after a reload, as the server kept it', async () => {
    signInAs(1, 'rosa');
    fakeApi({
      'GET /listings/1': { data: giveaway({ state_id: 2, reserved_for: ana }) },
      // Ben withdrew since: the draw still names him.
      'GET /listings/1/draw': {
        data: { chosen: ana, entrants: [ana, ben], drawn_at: saturday10, draws: [] },
      },
    });
    renderRoute(<OnPage />);
    expect(await screen.findByText('ana was chosen')).toBeVisible();
    expect(screen.getByText('In the draw: ana, ben')).toBeVisible();
  });

  it('says nothing of a draw once the giveaway went to someone the draw did not choose', async () => {
    signInAs(1, 'rosa');
    const server = fakeApi({
      'GET /listings/1': { data: giveaway({ state_id: 2, reserved_for: ben }) },
      'GET /listings/1/draw': {
        data: { chosen: ana, entrants: [ana, ben], drawn_at: saturday10, draws: [] },
      },
    });
    renderRoute(<OnPage />);
    await waitFor(() => expect(server.to('GET /listings/1/draw')).toHaveLength(1));
    expect(screen.queryByText(/was chosen/)).toBeNull();
  });

  it('lists every draw, oldest first, with why each after the first was made', async () => {
    signInAs(1, 'rosa');
    const cy = { id: 7, username: 'cy', profile_picture: null };
    const at = (hour: number) => new Date(2030, 0, 5, hour, 0).toISOString();
    const draws = [
      { chosen: ana, drawn_at: at(10), reason: null },
      { chosen: ben, drawn_at: at(11), reason: 'withdrew' },
      { chosen: cy, drawn_at: at(12), reason: 'declined' },
      { chosen: null, drawn_at: at(13), reason: 'no_show' },
    ];
    fakeApi({
      // Relisted after the last draw: on offer, its draws still shown.
      'GET /listings/1': { data: giveaway({ simmer_until: null }) },
      'GET /listings/1/interest': { data: [member(ana)] },
      'GET /listings/1/draw': {
        data: { chosen: cy, entrants: [cy], drawn_at: at(13), draws },
      },
    });
    renderRoute(<OnPage />);
    const list = within(await screen.findByRole('region', { name: 'Draws' })).getAllByRole(
      'listitem',
    );
    expect(list.map((item) => item.textContent)).toEqual([
      'Jan 5, 10:00 AM: ana was chosen',
      'Jan 5, 11:00 AM: drawn again, the one chosen before withdrew: ben was chosen',
      'Jan 5, 12:00 PM: drawn again, the one chosen before declined the time offered: cy was chosen',
      'Jan 5, 1:00 PM: drawn again, the one chosen before did not come: someone who has left was chosen',
    ]);
    await act(() => switchLocale('es'));
    expect(
      await screen.findByText(
        /nuevo sorteo, la persona elegida antes no vino: le tocó a alguien que ya no está/,
      ),
    ).toBeVisible();
  });

  it('shows the server’s refusal of a draw', async () => {
    signInAs(1, 'rosa');
    fakeApi({
      'GET /listings/1': { data: giveaway({ simmer_until: null }) },
      'GET /listings/1/interest': { data: [member(ana)] },
      'POST /listings/1/draw': {
        status: 409,
        data: { detail: 'This member already has 10 items reserved' },
      },
    });
    renderRoute(<OnPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Draw a neighbour' }));
    expect(await screen.findByText('This member already has 10 items reserved')).toBeVisible();
  });
});
