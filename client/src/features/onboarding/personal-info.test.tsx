import { switchLocale } from '@client/lib/i18n/locale-store';
import { sessionStore } from '@client/lib/session';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PersonalInfoPage } from './routes/personal-info-page';

const GEOCODE = 'POST /map/geocode';
let server: ReturnType<typeof fakeApi>;

/** The server's gazetteer (docs/product.md §6.4), for the ZIP codes these tests type. */
const places: Record<string, { city: string; state: string }> = {
  '84103': { city: 'Salt Lake City', state: 'UT' },
  '84070': { city: 'Sandy', state: 'UT' },
};

beforeEach(() => {
  sessionStore.start('token', { id: 42, username: 'new_gardener' });
  server = fakeApi({
    [GEOCODE]: (call) => {
      const zip = (call.body as { address: string }).address;
      const place = places[zip];
      if (!place) return { status: 404, data: { detail: `No place found for "${zip}".` } };
      return {
        data: {
          latitude: 40.78,
          longitude: -111.87,
          display_name: `${place.city}, ${place.state} ${zip}, USA`,
          ...place,
          postcode: zip,
        },
      };
    },
  });
});
afterEach(() => sessionStore.clear());

describe('onboarding by ZIP code (docs/product.md §5.1)', () => {
  it('84103 fills Salt Lake City, UT and enables Next', async () => {
    renderRoute(<PersonalInfoPage />, { path: '/personal-info' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Postcode'), '84103');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Salt Lake City'));
    expect(screen.getByLabelText('State')).toHaveValue('UT');
    await waitFor(() => expect(next).toBeEnabled());
    expect(server.to(GEOCODE).map((c) => c.body)).toEqual([{ address: '84103' }]);

    // Still editable: the member's own words are kept, even when the ZIP code changes.
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.type(screen.getByLabelText('City'), 'Millcreek');
    await userEvent.clear(screen.getByLabelText('Postcode'));
    await userEvent.type(screen.getByLabelText('Postcode'), '84070');
    await waitFor(() => expect(server.to(GEOCODE)).toHaveLength(2));
    expect(screen.getByLabelText('City')).toHaveValue('Millcreek');
    expect(screen.getByLabelText('State')).toHaveValue('UT');
  });

  it('asks nothing for a partial code and fills nothing for an unknown one', async () => {
    renderRoute(<PersonalInfoPage />, { path: '/personal-info' });
    await userEvent.type(screen.getByLabelText('Postcode'), '8410');
    expect(server.to(GEOCODE)).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Postcode'));
    await userEvent.type(screen.getByLabelText('Postcode'), '00000');
    await waitFor(() => expect(server.to(GEOCODE)).toHaveLength(1));
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('onboarding in Spanish (docs/decisions.md "Languages")', () => {
  it('asks for the place in Spanish, and a ZIP code still fills it in', async () => {
    await act(() => switchLocale('es'));
    renderRoute(<PersonalInfoPage />, { path: '/personal-info' });
    expect(screen.getByRole('heading', { name: 'Cuéntanos de ti' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(screen.getByRole('link', { name: 'Omitir' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Código postal'), '84103');
    await waitFor(() => expect(screen.getByLabelText('Ciudad')).toHaveValue('Salt Lake City'));
    expect(screen.getByLabelText('Estado')).toHaveValue('UT');
    await waitFor(() => expect(next).toBeEnabled());
  });
});
