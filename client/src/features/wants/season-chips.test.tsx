import { switchLocale } from '@client/lib/i18n/locale-store';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { WantListing } from '@common/types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { WantGroups } from './components/want-groups';
import { WishListEditor } from './routes/post-want-page';

// Seasonal wants on the wish-list form and the Want tab (docs/product.md §8.11).
const SAVE = 'POST /listings/want-listings/batch';
let server: ReturnType<typeof fakeApi>;

const want = (id: number, title: string, season_months: number[] = []): WantListing => ({
  id,
  title,
  category_id: 1,
  owner_id: 7,
  season_months,
});

const monthsOf = (item: string) => screen.getByRole('group', { name: `Months for ${item}` });

beforeEach(() => {
  server = fakeApi({ [SAVE]: { data: [] } });
});

describe('the month chips of the wish-list form', () => {
  it('offers twelve toggle buttons, none pressed: all year', () => {
    renderRoute(<WishListEditor saved={[want(1, 'Plums')]} />, { path: '/post-want' });
    const chips = within(monthsOf('produce item 1')).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    for (const chip of chips) expect(chip).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByText('All year').length).toBeGreaterThan(0);
  });

  it('sends the months chosen for a new item, sorted, and says them in the summary', async () => {
    renderRoute(<WishListEditor saved={[]} />, { path: '/post-want' });
    await userEvent.type(screen.getByRole('textbox', { name: 'produce item 1' }), 'Plums');
    const group = monthsOf('produce item 1');
    await userEvent.click(within(group).getByRole('button', { name: 'September' }));
    await userEvent.click(within(group).getByRole('button', { name: 'July' }));
    await userEvent.click(within(group).getByRole('button', { name: 'August' }));
    expect(within(group).getByRole('button', { name: 'July' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Jul Aug Sep')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.to(SAVE).map((c) => c.body)).toEqual([
        {
          create: [{ title: 'Plums', category_id: 1, season_months: [7, 8, 9] }],
          update: [],
          delete: [],
        },
      ]),
    );
  });

  it('sends a saved item whose months alone changed, and unpressing all makes it all year', async () => {
    renderRoute(<WishListEditor saved={[want(1, 'Plums', [7])]} />, { path: '/post-want' });
    const group = monthsOf('produce item 1');
    expect(within(group).getByRole('button', { name: 'July' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'July' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.to(SAVE).map((c) => c.body)).toEqual([
        { create: [], update: [{ id: 1, title: 'Plums', season_months: [] }], delete: [] },
      ]),
    );
  });

  it('names the months in the reader’s language', async () => {
    await act(() => switchLocale('es'));
    renderRoute(<WishListEditor saved={[want(1, 'Ciruelas', [7, 8])]} />, { path: '/post-want' });
    const group = screen.getByRole('group', { name: 'Meses para cosecha: artículo 1' });
    expect(screen.getByText('jul ago')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'julio' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('the Want tab', () => {
  it('shows a seasonal want’s months, and nothing for one wanted all year', () => {
    renderRoute(<WantGroups wants={[want(1, 'Plums', [9, 7, 8]), want(2, 'Garlic')]} />, {
      path: '/my-listings',
    });
    expect(screen.getByText('Every year in Jul Aug Sep')).toBeInTheDocument();
    expect(screen.queryAllByText(/Every year in/)).toHaveLength(1);
  });
});
