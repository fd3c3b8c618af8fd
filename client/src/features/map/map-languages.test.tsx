import { switchLocale } from '@client/lib/i18n/locale-store';
import { aListing } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { stubScreenWidth } from '@client/test/viewport';
import { DAY_MS } from '@common/time';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeafletMap } from './components/leaflet-map';
import { ListingCard } from './components/listing-card';
import type { MapViewProps } from './components/map-view';
import { MapPage } from './routes/map-page';

const here = { latitude: 40.706464, longitude: -111.855032 };

const tomatoes = aListing({
  id: 1,
  title: 'Jitomates cherry',
  price: 1234.5,
  owner_id: 2,
  owner_latitude: 40.7,
  owner_longitude: -111.9,
});
const mint = aListing({
  id: 2,
  title: 'Hierbabuena',
  type_id: 3,
  price: 0,
  owner_id: 3,
  owner_latitude: 40.70001,
  owner_longitude: -111.90001,
});

beforeEach(async () => {
  await act(() => switchLocale('es'));
  // jsdom lays nothing out: a phone-sized map, so Leaflet frames and reports its view.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the map in Spanish (docs/decisions.md "Languages")', () => {
  it('says the page, the list beside the map and the hint in Spanish', async () => {
    stubScreenWidth(1440);
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
      'GET /map/user/geocode': { status: 404, data: { detail: 'No location' } },
      'GET /map/listings/nearby': { data: [tomatoes, mint] },
    });
    renderRoute(<MapPage />, { path: '/map' });
    expect(await screen.findByRole('heading', { name: 'mercado' })).toBeInTheDocument();
    expect(
      await screen.findByText(/^Te mostramos anuncios cerca de Salt Lake City\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anuncios' })).toHaveAttribute('href', '/listings');
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alejar' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'A la vista (2)' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Anuncios a la vista' });
    expect(within(list).getByRole('link', { name: /Jitomates cherry/ })).toHaveTextContent(
      '$1,234.50',
    );
    expect(within(list).getByRole('link', { name: /Hierbabuena/ })).toHaveTextContent('regalo');
  });

  it('says how many listings a group of markers holds, and where the member is', async () => {
    renderRoute(
      <LeafletMap
        provider="osm"
        start={here}
        user={here}
        listings={[tomatoes, mint] as MapViewProps['listings']}
        selected={null}
        onSelect={() => {}}
        onCenterChange={() => {}}
        onError={() => {}}
      />,
    );
    // Two gardeners a metre apart: one marker for both, said with Spanish's plural.
    const group = await screen.findByTitle('2 anuncios');
    expect(group).toHaveTextContent('2 anuncios aquí, acerca el mapa');
    expect(screen.getByTitle('Tu ubicación')).toBeInTheDocument();
    expect(screen.getByText('© colaboradores de')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
  });

  it("words the tapped marker's card in Spanish: price, distance and age", async () => {
    const posted = new Date(Date.now() - 2 * DAY_MS - 60_000).toISOString();
    const onClose = vi.fn();
    renderRoute(
      <ListingCard
        listing={{ ...tomatoes, distance: 0.8, distance_unit: 'mi', created_at: posted }}
        onClose={onClose}
      />,
    );
    const card = screen.getByRole('region', { name: 'Anuncio seleccionado' });
    expect(card).toHaveTextContent('$1,234.50');
    expect(card).toHaveTextContent('0.8 mi · hace 2 días');
    screen.getByRole('button', { name: 'Cerrar' }).click();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
