import { aListing } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { stubScreenWidth } from '@client/test/viewport';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapViewProps } from './components/map-view';
import { MapPage } from './routes/map-page';

// Leaflet needs a real layout; this stand-in pans by reporting the view a pan would give.
vi.mock('./components/leaflet-map', () => ({
  LeafletMap: ({ onBoundsChange }: MapViewProps) => (
    <div>
      <button
        type="button"
        onClick={() => onBoundsChange?.({ south: 40, west: -112, north: 41, east: -111 })}
      >
        Pan to Salt Lake
      </button>
      <button
        type="button"
        onClick={() => onBoundsChange?.({ south: 45, west: -123, north: 46, east: -122 })}
      >
        Pan to Portland
      </button>
      <button
        type="button"
        onClick={() => onBoundsChange?.({ south: 0, west: 0, north: 1, east: 1 })}
      >
        Pan out to sea
      </button>
    </div>
  ),
}));

const near = [
  aListing({
    id: 1,
    title: 'Cherry tomatoes',
    price: 3,
    owner_latitude: 40.7,
    owner_longitude: -111.9,
  }),
  aListing({
    id: 2,
    title: 'Mint, armfuls of it',
    // A giveaway: only a listing's type makes it one (docs/product.md §6.6), never its price.
    type_id: 3,
    price: 0,
    owner_latitude: 45.5,
    owner_longitude: -122.7,
  }),
  aListing({ id: 3, title: 'No place', owner_latitude: null, owner_longitude: null }),
];

beforeEach(() => {
  vi.stubGlobal('navigator', {
    geolocation: {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ message: 'User denied Geolocation' } as GeolocationPositionError),
    },
  });
  fakeApi({
    'GET /site': {
      data: {
        contact_email: 'hello@homegrown.community',
        support_email: 'support@homegrown.community',
        city: 'Salt Lake City, Utah',
        social: {
          instagram: 'https://www.instagram.com/homegrown.community',
          facebook: 'https://www.facebook.com/homegrown.community',
          x: 'https://x.com/homegrowncommunity',
        },
        map_provider: 'osm',
      },
    },
    'GET /map/user/geocode': { status: 404, data: { detail: 'No location' } },
    'GET /map/listings/nearby': { data: near },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const inView = () => screen.queryByRole('list', { name: 'Listings in view' });

describe('the list beside the map (docs/product.md §6.5)', () => {
  it('on a desktop lists the listings in view, following each pan, each opening its listing', async () => {
    stubScreenWidth(1440);
    const { router } = renderRoute(<MapPage />, { path: '/map' });
    // Before the map reports its view: every listing that can be placed.
    await waitFor(() => expect(inView()?.querySelectorAll('li')).toHaveLength(2));
    expect(screen.queryByText('No place')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pan to Salt Lake' }));
    expect(screen.getByRole('heading', { name: 'In view (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cherry tomatoes/ })).toHaveTextContent('$3');
    expect(screen.queryByText('Mint, armfuls of it')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pan to Portland' }));
    expect(screen.queryByText('Cherry tomatoes')).not.toBeInTheDocument();
    const mint = screen.getByRole('link', { name: /Mint, armfuls of it/ });
    expect(mint).toHaveTextContent('giveaway');
    await userEvent.click(mint);
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/2'));
  });

  it('says when nothing is in view', async () => {
    stubScreenWidth(1024);
    renderRoute(<MapPage />, { path: '/map' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pan out to sea' }));
    expect(screen.getByRole('heading', { name: 'In view (0)' })).toBeInTheDocument();
    expect(screen.getByText('No listings in this part of the map.')).toBeInTheDocument();
    expect(inView()).not.toBeInTheDocument();
  });

  it.each([390, 820])('at %i px the map stands alone, as before', async (width) => {
    stubScreenWidth(width);
    renderRoute(<MapPage />, { path: '/map' });
    expect(await screen.findByRole('button', { name: 'Pan to Salt Lake' })).toBeInTheDocument();
    expect(inView()).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /In view/ })).not.toBeInTheDocument();
  });
});
