import { sessionStore } from '@client/lib/session';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlockedMembersPage } from './routes/blocked-members-page';

const basil = { id: 7, username: 'basil_b', profile_picture: null };
const sage = { id: 8, username: 'sage', profile_picture: null };

beforeEach(() => signInAs(1, 'rosa'));
afterEach(() => sessionStore.clear());

describe('Blocked members (docs/product.md §14.1)', () => {
  it('lists the members I block, and Unblock takes one off the list', async () => {
    let blocked = [basil, sage];
    const server = fakeApi({
      'GET /blocks': () => ({ data: blocked }),
      'DELETE /blocks/7': () => {
        blocked = [sage];
        return { status: 204 };
      },
    });
    renderRoute(<BlockedMembersPage />);
    const list = await screen.findByRole('list', { name: 'Blocked members' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('basil_b'), expect.stringContaining('sage')]);
    expect(within(list).getByRole('link', { name: /basil_b/ })).toHaveAttribute(
      'href',
      '/seller/7',
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Unblock basil_b' }));
    await waitFor(() => expect(screen.queryByText('basil_b')).toBeNull());
    expect(screen.getByText('sage')).toBeInTheDocument();
    expect(server.to('DELETE /blocks/7')).toHaveLength(1);
  });

  it('says so when I block nobody, and when the list cannot load', async () => {
    fakeApi({ 'GET /blocks': { data: [] } });
    const { unmount } = renderRoute(<BlockedMembersPage />);
    expect(await screen.findByText("You don't block anyone.")).toBeInTheDocument();
    unmount();
    fakeApi({ 'GET /blocks': { status: 500, data: { detail: 'Internal Server Error' } } });
    renderRoute(<BlockedMembersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the members you block. Please try again later.',
    );
  });
});
