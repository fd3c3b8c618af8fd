import { renderRoute } from '@client/test/render';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeafletMap } from './components/leaflet-map';
import { YOUR_LOCATION_MS } from './components/leaflet-user-marker';
import { FAILED_TILES_BEFORE_NOTICE } from './components/tile-outage';

const NOTICE = 'Map tiles are unavailable right now';
const here = { latitude: 40.706464, longitude: -111.855032 };

// jsdom lays nothing out: give the map a size, so Leaflet asks for tiles as a browser would.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});
afterEach(() => {
  vi.useRealTimers();
});

function renderMap(user: typeof here | null = null) {
  return renderRoute(
    <LeafletMap
      provider="osm"
      start={here}
      user={user}
      listings={[]}
      selected={null}
      onSelect={() => {}}
      onCenterChange={() => {}}
      onError={() => {}}
    />,
  );
}

const tiles = () => [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];

describe('the map without its tile server (docs/product.md §6.7)', () => {
  it('says so after a few tiles fail in a row, and not before', () => {
    renderMap();
    const asked = tiles();
    expect(asked.length).toBeGreaterThan(FAILED_TILES_BEFORE_NOTICE);
    expect(asked[0]?.src).toMatch(/\/api\/tiles\/osm\/\d+\/\d+\/\d+$/);
    for (const tile of asked.slice(0, FAILED_TILES_BEFORE_NOTICE - 1)) fireEvent.error(tile);
    expect(screen.queryByText(NOTICE)).toBeNull();
    fireEvent.error(asked[FAILED_TILES_BEFORE_NOTICE - 1]!);
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
  });

  it('takes the notice away when a tile loads again', () => {
    renderMap();
    const asked = tiles();
    for (const tile of asked.slice(0, 4)) fireEvent.error(tile);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    fireEvent.load(asked[4]!);
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('a stray failure between loads is no outage', () => {
    renderMap();
    const [a, b, c, d] = tiles();
    fireEvent.error(a!);
    fireEvent.error(b!);
    fireEvent.load(c!);
    fireEvent.error(d!);
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});

describe('"Your Location" (docs/product.md §6.5)', () => {
  it('shows as the map opens, then gives way after a few seconds', () => {
    vi.useFakeTimers();
    renderMap(here);
    expect(screen.getByText('Your Location')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(YOUR_LOCATION_MS);
    });
    expect(screen.queryByText('Your Location')).toBeNull();
    // Still there on a tap of the blue dot.
    fireEvent.click(screen.getByTitle('Your Location'));
    expect(screen.getByText('Your Location')).toBeInTheDocument();
  });

  it('gives way at once when the member taps the map', () => {
    renderMap(here);
    expect(screen.getByText('Your Location')).toBeInTheDocument();
    fireEvent.click(document.querySelector('.leaflet-container')!);
    expect(screen.queryByText('Your Location')).toBeNull();
  });
});
