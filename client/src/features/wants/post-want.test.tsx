import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { WantListing } from '@common/types';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { WishListEditor } from './routes/post-want-page';

const SAVE = 'POST /listings/want-listings/batch';
let server: ReturnType<typeof fakeApi>;

const want = (id: number, title: string, category_id = 1): WantListing => ({
  id,
  title,
  category_id,
  owner_id: 7,
  season_months: [],
});

function renderEditor(saved: WantListing[] = []) {
  return renderRoute(<WishListEditor saved={saved} />, { path: '/post-want' });
}

const input = (name: string) => screen.getByRole('textbox', { name });
const addButton = (category: string) =>
  screen.getByRole('button', { name: `Add ${category} item` });

beforeEach(() => {
  server = fakeApi({ [SAVE]: { data: [] } });
});

describe('the /post-want wish-list form', () => {
  it('enables add only when the last title is filled and the category has fewer than 5', async () => {
    renderEditor([want(1, 'Tomatoes'), want(2, 'Basil'), want(3, 'Garlic'), want(4, 'Leeks')]);
    // Four saved produce items, the last one filled: one more may be added.
    expect(addButton('produce')).toBeEnabled();
    await userEvent.click(addButton('produce'));
    expect(addButton('produce')).toBeDisabled(); // the new row is empty
    await userEvent.type(input('produce item 5'), 'Okra');
    expect(addButton('produce')).toBeDisabled(); // five items
    // Marking one for deletion makes room again.
    await userEvent.click(screen.getByRole('button', { name: 'Remove produce item 1' }));
    expect(addButton('produce')).toBeEnabled();
    // Empty categories start with one blank row, so their add button waits for a title.
    expect(addButton('seeds')).toBeDisabled();
    await userEvent.type(input('seeds item 1'), 'Beans');
    expect(addButton('seeds')).toBeEnabled();
  });

  it('says so when there is nothing to save, ignoring empty titles', async () => {
    renderEditor([want(1, 'Tomatoes')]);
    await userEvent.click(addButton('produce'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Please add at least one item to your wish list'),
    ).toBeInTheDocument();
    expect(server.to(SAVE)).toEqual([]);
  });

  it('takes "nothing to save" away as soon as an item is filled in', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const banner = 'Please add at least one item to your wish list';
    expect(await screen.findByText(banner)).toBeInTheDocument();
    await userEvent.type(input('seeds item 1'), 'Beans');
    expect(screen.queryByText(banner)).toBeNull();
  });

  it('needs at least 3 characters in each item that is saved', async () => {
    renderEditor();
    await userEvent.type(input('plants item 1'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Each item must have at least 3 characters')).toBeVisible();
    expect(server.to(SAVE)).toEqual([]);
  });

  it('sends new, renamed and deleted items in one batch on Enter, then shows the Want tab', async () => {
    const { router } = renderEditor([want(1, 'Tomatoes'), want(2, 'Chives', 3)]);
    await userEvent.clear(input('produce item 1'));
    await userEvent.type(input('produce item 1'), 'Cherry tomatoes');
    await userEvent.click(screen.getByRole('button', { name: 'Remove plants item 1' }));
    await userEvent.type(input('seeds item 1'), '  Sunflower  {Enter}');
    await waitFor(() =>
      expect(server.to(SAVE).map((c) => c.body)).toEqual([
        {
          create: [{ title: 'Sunflower', category_id: 2 }],
          update: [{ id: 1, title: 'Cherry tomatoes' }],
          delete: [2],
        },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-listings'));
    expect(router.state.location.search).toBe('?tab=want');
  });

  it('shows the failure message when the save is refused', async () => {
    fakeApi({ [SAVE]: { status: 500, data: { detail: 'Internal server error' } } });
    renderEditor();
    await userEvent.type(input('produce item 1'), 'Melons');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to save changes. Please try again.'),
    ).toBeInTheDocument();
  });
});
