import { switchLocale } from '@client/lib/i18n/locale-store';
import { sessionStore } from '@client/lib/session';
import { aListing } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute, testQueryClient } from '@client/test/render';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listingKeys } from './api';
import { EditListingPage } from './routes/edit-listing-page';
import { NewListingPage } from './routes/new-listing-page';

// "Let it simmer" on the create form, for giveaways only (docs/product.md §7.16).
const CREATE = 'POST /listings/';
let server: ReturnType<typeof fakeApi>;

beforeEach(() => {
  server = fakeApi({ [CREATE]: { status: 201, data: aListing({ id: 8, type_id: 3 }) } });
  sessionStore.start('token', { id: 1, username: 'rosa' });
});
afterEach(() => sessionStore.clear());

describe('Let it simmer', () => {
  it('is offered for a new giveaway, with a hint, and sends the hours chosen', async () => {
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    expect(screen.queryByRole('group', { name: 'Let it simmer' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'giveaway');
    const group = screen.getByRole('group', { name: 'Let it simmer' });
    expect(group).toHaveAccessibleDescription(
      'Neighbours say they are interested; after the wait you draw one at random.',
    );
    expect(screen.getByLabelText('Choose at once')).toBeChecked();
    await userEvent.click(screen.getByLabelText('12 hours'));
    await userEvent.type(screen.getByLabelText('Title'), 'Zucchini glut');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(CREATE)).toHaveLength(1));
    expect(server.to(CREATE)[0]?.body).toMatchObject({ type_id: 3, simmer_hours: 12 });
  });

  it('sends no simmer for another type, even after choosing one for a giveaway', async () => {
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'giveaway');
    await userEvent.click(screen.getByLabelText('24 hours'));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'exchange');
    expect(screen.queryByRole('group', { name: 'Let it simmer' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Title'), 'Seed swap');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to(CREATE)).toHaveLength(1));
    expect(server.to(CREATE)[0]?.body).toMatchObject({ type_id: 2 });
    expect(server.to(CREATE)[0]?.body).not.toHaveProperty('simmer_hours');
  });

  it('speaks Spanish', async () => {
    await act(() => switchLocale('es'));
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    await userEvent.selectOptions(await screen.findByLabelText('Tipo'), 'regalo');
    expect(screen.getByRole('group', { name: 'Dejar que repose' })).toBeVisible();
    expect(screen.getByLabelText('Elegir enseguida')).toBeChecked();
    expect(screen.getByLabelText('24 horas')).toBeVisible();
  });

  it('is not offered when editing a giveaway', async () => {
    const giveaway = aListing({ id: 7, type_id: 3, price: 0 });
    const client = testQueryClient();
    client.setQueryData(listingKeys.detail(7), giveaway);
    renderRoute(<EditListingPage />, {
      path: '/listings/:id/edit',
      at: '/listings/7/edit',
      client,
    });
    expect(await screen.findByLabelText('Title')).toHaveValue('Listing 7');
    expect(screen.queryByRole('group', { name: 'Let it simmer' })).toBeNull();
  });
});
