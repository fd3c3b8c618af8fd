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

/** docs/product.md §7.20: /seasons, this month first, then next month. */
const word = (w: string, members: number, category_id = 1): SeasonWord => ({
  word: w,
  category_id,
  listings: members + 1,
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
          5: [word('rhubarb', 9)],
          6: [word('strawberries', 5), word('basil', 3, 3)],
          7: [word('tomatoes', 4)],
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
      'strawberries5 neighbours',
      'basil3 neighbours',
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

  it('asks again for the radius chosen', async () => {
    const server = fakeApi({ 'GET /seasons': { data: twelve({ 6: [word('peas', 3)] }) } });
    renderRoute(<SeasonsPage />, { path: '/seasons' });
    await screen.findByRole('link', { name: 'peas' });
    expect(screen.getByRole('button', { name: '10 km' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '25 km' }));
    expect(screen.getByRole('button', { name: '25 km' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() =>
      expect(server.to('GET /seasons').map((c) => c.query)).toEqual([
        { within: 10 },
        { within: 25 },
      ]),
    );
  });

  it('explains the three-neighbour floor when there is nothing to show', async () => {
    fakeApi({ 'GET /seasons': { data: twelve({ 3: [word('garlic', 4)] }) } });
    renderRoute(<SeasonsPage />, { path: '/seasons' });
    expect(
      await screen.findByText(
        /once at least 3 different neighbours have listed it in the same month/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('names the months in Spanish', async () => {
    await act(() => switchLocale('es'));
    fakeApi({ 'GET /seasons': { data: twelve({ 6: [word('fresas', 1 + 2)] }) } });
    renderRoute(<SeasonsPage />, { path: '/seasons' });
    const june = await screen.findByRole('region', { name: 'Junio' });
    expect(within(june).getByText('Este mes')).toBeInTheDocument();
    expect(within(june).getByText('3 vecinos')).toBeInTheDocument();
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
