import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { formatMessage } from '@common/i18n/format';
import { cleanup, screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import type { MapViewProps } from './components/map-view';
import { HOME_HINT, MapPage } from './routes/map-page';

const HOME_HINT_TEXT = formatMessage('en', HOME_HINT);

// The map itself is Leaflet's: here it only says where it was opened.
vi.mock('./components/leaflet-map', () => ({
  LeafletMap: ({ start }: MapViewProps) => (
    <p>
      Map at {start.latitude}, {start.longitude}
    </p>
  ),
}));

const home = {
  address: null,
  city: 'Provo',
  state: 'UT',
  zip_code: '84601',
  latitude: 40.2338,
  longitude: -111.6585,
};

beforeEach(() => {
  vi.stubGlobal('navigator', {
    geolocation: {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    },
  });
  fakeApi({
    'GET /site': {
      data: {
        contact_email: 'hello@homegrown.community',
        support_email: 'support@homegrown.community',
        city: 'Salt Lake City, Utah',
        social: { instagram: '', facebook: '', x: '' },
        map_provider: 'osm',
      },
    },
    'GET /map/user/geocode': { data: home },
    'GET /map/listings/nearby': { data: [] },
  });
});

it('opens at the home when the position is refused, with one quiet hint the first time only', async () => {
  renderRoute(<MapPage />, { path: '/map' });
  expect(await screen.findByText('Map at 40.2338, -111.6585')).toBeInTheDocument();
  expect(await screen.findByRole('status')).toHaveTextContent(HOME_HINT_TEXT);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/Geolocation/)).not.toBeInTheDocument();

  // The next visit opens at the home just as quietly, without the hint.
  cleanup();
  renderRoute(<MapPage />, { path: '/map' });
  expect(await screen.findByText('Map at 40.2338, -111.6585')).toBeInTheDocument();
  expect(screen.queryByText(HOME_HINT_TEXT)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
