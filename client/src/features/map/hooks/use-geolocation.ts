import { text } from '@common/i18n/format';
import { useEffect, useState } from 'react';
import type { LatLng } from '../api';

/**
 * docs/product.md §6.5: high accuracy, 10 s timeout, a cached position up to 5 minutes old.
 * @internal
 */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

export type Geolocation =
  | { status: 'loading' }
  | { status: 'found'; position: LatLng }
  | { status: 'failed'; error: string };

/** The browser's position, asked once when the map opens. */
export function useGeolocation(): Geolocation {
  const [state, setState] = useState<Geolocation>({ status: 'loading' });
  useEffect(() => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setState({ status: 'failed', error: text('map.geo.unsupported') });
      return;
    }
    let live = true;
    try {
      navigator.geolocation.getCurrentPosition(
        (pos) => {
          if (live)
            setState({
              status: 'found',
              position: { latitude: pos.coords.latitude, longitude: pos.coords.longitude },
            });
        },
        (err) => {
          if (live)
            setState({
              status: 'failed',
              error: err.message
                ? text('map.geo.error', { message: err.message })
                : text('map.geo.failed'),
            });
        },
        GEOLOCATION_OPTIONS,
      );
    } catch {
      setState({ status: 'failed', error: text('map.geo.failed') });
    }
    return () => {
      live = false;
    };
  }, []);
  return state;
}
