import { switchLocale } from '@client/lib/i18n/locale-store';
import { sessionStore } from '@client/lib/session';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { SeasonMonth, SeasonWord } from '@common/schemas/seasons';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { thisAndNext } from './months';
import { SeasonsPage } from './routes/seasons-page';

/**
 * docs/product.md §7.20: /seasons, this month first, then next month. Under ten members the
 * server leaves the counts out, as here `word(w, null)`.
 */
const word = (w: string, members: number | null, category_id = 1): SeasonWord => ({
  word: w,
  category_id,
  listings: members === null ? null : members + 1,
  members,
});
const twelve = (top: Partial<Record<number, SeasonWord[]>>): { months: SeasonMonth[] } => ({
  months: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, top: top[i + 1] ?? [] })),
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2031, 5, 10, 12));
  signInAs(1, 'rosa');
});
afterEach(async () => {
  vi.useRealTimers();
  sessionStore.clear();
  await act(() => switchLocale('en'));
});

describe('In season near you', () => {
  it('shows this month, then next month as coming soon, each word a search with its neighbours', async () => {
    fakeApi({
      'GET /seasons': {
        data: twelve({
          5: [word('rhubarb', 19)],
          6: [word('strawberries', 15), word('basil', 10, 3)],
          7: [word('tomatoes', 14)],
        }),
      },
    });
    renderRoute(<SeasonsPage />, { path: '/seasons' });
    expect(await screen.findByRole('heading', { name: 'In season near you' })).toBeInTheDocument();
    const june = await screen.findByRole('region', { name: 'June' });
    const july = screen.getByRole('region', { name: 'July' });
    expect(within(june).getByText('This month')).toBeInTheDocument();
    expect(within(july).getByText('Coming soon')).toBeInTheDocument();
    const juneWords = within(june).getAllByRole('listitem');
    expect(juneWords.map((li) => li.textContent)).toEqual([
      'strawberries15 neighbours',
      'basil10 neighbours',
    ]);
    expect(within(june).getByRole('link', { name: 'strawberries' })).toHaveAttribute(
      'href',
      '/listings?q=strawberries',
    );
    expect(within(july).getByRole('link', { name: 'tomatoes' })).toHaveAttribute(
      'href',
      '/listings?q=tomatoes',
    );
    // May is past: not shown.
    expect(screen.queryByText('rhubarb')).not.toBeInTheDocument();
    // This month comes first on the page.
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions).toEqual(['season-now', 'season-next']);
  });

  it('says "a few neighbours" for a word whose count the server leaves out', async () => {
    fakeApi({
      'GET /seasons': { data: twelve({ 6: [word('peas', 12), word('chard', null)] }) },
    });
    renderRoute(<SeasonsPage />, { path: '/seasons' });
    const june = await screen.findByRole('region', { name: 'June' });
    expect(
      within(june)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['peas12 neighbours', 'charda few neighbours']);
    expect(screen.getByText(/Under 10, we say only “a few”/)).toBeInTheDocument();
  });

  it('offers the three fixed areas and asks again for the one chosen', async () => {
    const server = fakeApi({ 'GET /seasons': { data: twelve({ 6: [word('peas', null)] }) } });
    renderRoute(<SeasonsPage />, { path: '/seasons' });
    await screen.findByRole('link', { name: 'peas' });
    const group = screen.getByRole('group', { name: 'Area counted' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['About 20 km', 'About 40 km', 'About 80 km']);
    expect(screen.getByRole('button', { name: 'About 20 km' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(/fixed areas of the map, about 20, 40 or 80 km across/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'About 40 km' }));
    expect(screen.getByRole('button', { name: 'About 40 km' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'About 80 km' }));
    // Each the largest distance its area answers (10, 25, 50): any other is the same answer.
    await vi.waitFor(() =>
      expect(server.to('GET /seasons').map((c) => c.query)).toEqual([
        { within: 10 },
        { within: 25 },
        { within: 50 },
      ]),
    );
  });

  it('explains the three-neighbour floor when there is nothing to show', async () => {
    fakeApi({ 'GET /seasons': { data: twelve({ 3: [word('garlic', null)] }) } });
    renderRoute(<SeasonsPage />, { path: '/seasons' });
    expect(
      await screen.findByText(
        /Nothing to show yet in this area. A word appears here once at least 3 different neighbours have listed it in the same month/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('names the months in Spanish', async () => {
    await act(() => switchLocale('es'));
    fakeApi({
      'GET /seasons': { data: twelve({ 6: [word('fresas', 10), word('acelgas', null)] }) },
    });
    renderRoute(<SeasonsPage />, { path: '/seasons' });
    const june = await screen.findByRole('region', { name: 'Junio' });
    expect(within(june).getByText('Este mes')).toBeInTheDocument();
    expect(within(june).getByText('10 vecinos')).toBeInTheDocument();
    expect(within(june).getByText('unos pocos vecinos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unos 20 km' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Julio' })).toBeInTheDocument();
  });

  it('says so when the seasons cannot be loaded', async () => {
    fakeApi({ 'GET /seasons': { status: 500, data: { detail: 'down' } } });
    renderRoute(<SeasonsPage />, { path: '/seasons' });
    expect(
      await screen.findByText("We couldn't load what's in season. Please try again."),
    ).toBeInTheDocument();
  });
});

describe('thisAndNext', () => {
  it('wraps December to January', () => {
    expect(thisAndNext(new Date(2031, 11, 31))).toEqual([12, 1]);
    expect(thisAndNext(new Date(2031, 0, 1))).toEqual([1, 2]);
  });
});
