import { sessionStore } from '@client/lib/session';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MarketplacePage } from './routes/marketplace-page';

const LIST = 'GET /listings/';
const SUGGEST = 'GET /listings/suggestions';
let server: ReturnType<typeof fakeApi>;
const TITLES = ['Tomato seedlings', 'Tomatillo', 'Cherry tomatoes', 'Tomato cages', 'Roma tomato'];

beforeEach(() => {
  server = fakeApi({
    [LIST]: { data: [] },
    [SUGGEST]: ({ query }) => ({ data: String(query.q).startsWith('tom') ? TITLES : [] }),
  });
  sessionStore.start('token', { id: 1, username: 'rosa' });
});

const box = () => screen.getByRole('combobox', { name: 'Search listings' });

describe('the marketplace search box’s suggestions', () => {
  it('shows up to 5 as the member pauses, and Enter on one searches for it', async () => {
    const { router } = renderRoute(<MarketplacePage defaultTab="public" />, { path: '/listings' });
    await userEvent.type(box(), 'tom');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(TITLES);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    // One request for the pause, not one per letter.
    expect(server.to(SUGGEST).map((c) => c.query.q)).toEqual(['tom']);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Tomatillo' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    expect(box()).toHaveValue('Tomatillo');
    await waitFor(() => expect(router.state.location.search).toContain('q=Tomatillo'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes on Escape, leaves the typed text, and asks nothing for one letter', async () => {
    renderRoute(<MarketplacePage defaultTab="public" />, { path: '/listings' });
    await userEvent.type(box(), 't');
    // The member pauses after one letter, longer than the pause that asks (150 ms), then types
    // on: the suggestions for 'tom' are the first thing asked.
    await new Promise((r) => setTimeout(r, 300));
    await userEvent.type(box(), 'om');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(server.to(SUGGEST).map((c) => c.query.q)).toEqual(['tom']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('tom');
    // Enter with no suggestion chosen searches for what was typed.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(server.to(LIST).at(-1)?.query).toMatchObject({ q: 'tom' }));
  });

  it('takes a suggestion with the mouse too', async () => {
    const { router } = renderRoute(<MarketplacePage defaultTab="public" />, { path: '/listings' });
    await userEvent.type(box(), 'toma');
    await userEvent.click(await screen.findByRole('option', { name: 'Roma tomato' }));
    await waitFor(() => expect(router.state.location.search).toContain('q=Roma+tomato'));
  });
});
