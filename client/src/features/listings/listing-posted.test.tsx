import { Toaster } from '@client/components/toast';
import { sessionStore } from '@client/lib/session';
import { aListing } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { NewListingPage } from './routes/new-listing-page';

afterEach(() => {
  sessionStore.clear();
});

it('confirms a posted listing on the list it lands on (docs/product.md §7.7)', async () => {
  fakeApi({ 'POST /listings/': { status: 201, data: aListing({ id: 8 }) } });
  sessionStore.start('token', { id: 1, username: 'rosa' });
  render(<Toaster />);
  const { router } = renderRoute(<NewListingPage />, { path: '/listings/new' });
  await userEvent.type(screen.getByLabelText('Title'), 'Basil starts');
  await userEvent.type(screen.getByLabelText('Price'), '3');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Listing posted');
  expect(router.state.location.pathname).toBe('/my-listings');
});
