import { aListing } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { LISTING_TYPES } from '@common/codes';
import { listingTone, priceLabel } from '@common/listing-labels';
import type { Listing } from '@common/types';
import { cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNearby, placed } from './api';
import { clusterByOverlap } from './components/cluster';
import { priceIcon } from './components/leaflet-icons';
import { ListingCard } from './components/listing-card';
import { GEOLOCATION_OPTIONS, useGeolocation } from './hooks/use-geolocation';

const listing = (over: Partial<Listing> = {}) =>
  aListing({
    id: 7,
    title: 'Heirloom tomatoes',
    featured_image: 'uploads/listings/t.webp',
    owner_id: 2,
    owner_latitude: 40.7,
    owner_longitude: -111.9,
    ...over,
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('price markers and the card', () => {
  const sell = listing({ type_id: LISTING_TYPES.sell, price: 3 });
  const exchange = listing({ type_id: LISTING_TYPES.exchange, price: 0 });
  const giveaway = listing({ type_id: LISTING_TYPES.giveaway, price: 0 });

  it('labels each type one way, cards and markers alike (docs/product.md §6.6)', () => {
    expect([sell, exchange, giveaway].map((l) => priceLabel(l, 'en'))).toEqual([
      '$3.00',
      'exchange',
      'giveaway',
    ]);
    // A marker's circle is small: whole dollars plainly, cents when there are any.
    expect([sell, exchange, giveaway].map((l) => priceLabel(l, 'en', { short: true }))).toEqual([
      '$3',
      'exchange',
      'giveaway',
    ]);
    expect(priceLabel(listing({ price: 2.5 }), 'en', { short: true })).toBe('$2.50');
    expect(priceLabel(listing({ price: 1234 }), 'en', { short: true })).toBe('$1,234');
  });

  it('gives each type its own colour: green to sell, amber to exchange, red to give away', () => {
    expect([sell, exchange, giveaway].map(listingTone)).toEqual(['sell', 'exchange', 'giveaway']);
  });

  it('draws an exchange marker saying "exchange" in its own style, never "Free"', () => {
    const html = (l: Listing) =>
      String(priceIcon(placed([l])[0]!, false, [0, 0], 'en').options.html);
    const marker = document.createElement('div');
    marker.innerHTML = html(exchange);
    expect(marker.querySelector('.price-marker')).toHaveTextContent(/^exchange$/);
    expect(marker.querySelector('.price-marker')).toHaveClass('price-marker--exchange');
    expect(marker.querySelector('.visually-hidden')).toHaveTextContent(
      'Heirloom tomatoes, exchange',
    );
    expect(html(giveaway)).toContain('price-marker--giveaway');
    expect(html(sell)).toContain('price-marker--sell');
    expect(html(exchange)).not.toMatch(/Free|giveaway/);
  });

  it('shows image, title, the label of its type, the owner, and opens the listing', async () => {
    const onClose = vi.fn();
    renderRoute(<ListingCard listing={exchange} onClose={onClose} />);
    expect(screen.getByText('exchange')).toBeInTheDocument();
    cleanup();
    const { router } = renderRoute(<ListingCard listing={giveaway} onClose={onClose} />);
    expect(screen.getByRole('img', { name: 'Heirloom tomatoes' })).toHaveAttribute(
      'src',
      '/api/uploads/listings/t.webp',
    );
    expect(screen.getByText('giveaway')).toBeInTheDocument();
    expect(screen.getByText('rosa')).toBeInTheDocument();
    screen.getByRole('link', { name: /Heirloom tomatoes/ }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/7'));
  });

  it('skips listings missing either coordinate', () => {
    const list = [
      listing({ id: 1 }),
      listing({ id: 2, owner_latitude: null }),
      listing({ id: 3, owner_longitude: null }),
    ];
    expect(placed(list).map((l) => l.id)).toEqual([1]);
  });
});

describe('loading nearby listings', () => {
  it('asks within 50 km, then within 500 km when nothing is that close', async () => {
    const server = fakeApi({
      'GET /map/listings/nearby': ({ query }) => ({
        data: query.radius_km === 50 ? [] : [listing()],
      }),
    });
    const found = await loadNearby({ latitude: 40, longitude: -111 }, 100);
    expect(found.map((l) => l.id)).toEqual([7]);
    expect(server.calls.map((c) => c.query)).toEqual([
      { latitude: 40, longitude: -111, radius_km: 50, limit: 100 },
      { latitude: 40, longitude: -111, radius_km: 500, limit: 100 },
    ]);
  });

  it('does not widen the search when something is near', async () => {
    const server = fakeApi({ 'GET /map/listings/nearby': { data: [listing()] } });
    await loadNearby({ latitude: 40, longitude: -111 }, 50);
    expect(server.calls).toHaveLength(1);
  });
});

describe('the browser position', () => {
  it('asks with high accuracy, a 10 s timeout and a 5 minute cache', async () => {
    const getCurrentPosition = vi.fn(
      (ok: PositionCallback, _fail?: unknown, _opts?: PositionOptions) =>
        ok({ coords: { latitude: 40.5, longitude: -111.5 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
    const { result } = renderHook(() => useGeolocation());
    await waitFor(() =>
      expect(result.current).toEqual({
        status: 'found',
        position: { latitude: 40.5, longitude: -111.5 },
      }),
    );
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10000,
      maximumAge: 300000,
    });
    expect(GEOLOCATION_OPTIONS.maximumAge).toBe(300_000);
  });

  it.each([
    [{ message: 'User denied Geolocation' }, 'Geolocation error: User denied Geolocation'],
    [{ message: '' }, 'Failed to get location'],
  ])('words a failure %o as "%s"', async (failure, text) => {
    vi.stubGlobal('navigator', {
      geolocation: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail(failure as GeolocationPositionError),
      },
    });
    const { result } = renderHook(() => useGeolocation());
    await waitFor(() => expect(result.current).toEqual({ status: 'failed', error: text }));
  });

  it('says when the browser has no geolocation', async () => {
    vi.stubGlobal('navigator', {});
    const { result } = renderHook(() => useGeolocation());
    await waitFor(() =>
      expect(result.current).toEqual({
        status: 'failed',
        error: 'Geolocation is not supported by this browser',
      }),
    );
  });
});

describe('markers that would cover each other', () => {
  it('are grouped at the first one, and the groups never overlap', () => {
    const at = (item: string, x: number, y: number) => ({ item, x, y });
    const clusters = clusterByOverlap(
      [at('a', 0, 0), at('b', 47, -47), at('c', 48, 0), at('d', 90, 10), at('e', 0, 48)],
      48,
    );
    expect(clusters).toEqual([
      { items: ['a', 'b'], x: 0, y: 0 },
      { items: ['c', 'd'], x: 48, y: 0 },
      { items: ['e'], x: 0, y: 48 },
    ]);
  });
});
