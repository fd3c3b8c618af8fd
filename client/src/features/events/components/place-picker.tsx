import 'leaflet/dist/leaflet.css';
import { Button } from '@client/components/button';
import { ProxyTiles } from '@client/components/small-map';
import { useT } from '@client/lib/i18n/use-i18n';
import type { MapProvider } from '@common/map';
import type L from 'leaflet';
import { useMemo, useState } from 'react';
import { MapContainer, Marker, useMapEvents } from 'react-leaflet';
import { PLACE_ZOOM, pinIcon } from './place-on-map';

export interface Point {
  latitude: number;
  longitude: number;
}

/** Tiles failing in a row before the picker says so: one stray failure is not an outage. */
const FAILED_TILES_BEFORE_NOTICE = 3;

/** A tap or click on the map puts the pin there. */
function PinOnClick({ onPick }: { onPick: (point: Point) => void }) {
  useMapEvents({
    click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
  });
  return null;
}

/**
 * Where a swap day meets (docs/product.md §7.19): the host taps the map to put the pin, or
 * (from the keyboard) moves the map with the arrow keys and puts the pin at its centre. It opens
 * on the pin, else on `start`: the host's cloaked point, never their home, so a pin put at the
 * centre is not their door. Without tiles the map still takes the pin.
 */
export default function PlacePicker({
  provider,
  start,
  value,
  onPick,
  describedBy,
}: {
  provider: MapProvider;
  start: Point;
  value: Point | null;
  onPick: (point: Point) => void;
  describedBy?: string | undefined;
}) {
  const t = useT('events');
  const [map, setMap] = useState<L.Map | null>(null);
  const [failedInARow, setFailedInARow] = useState(0);
  const tileEvents = useMemo(
    () => ({
      tileerror: () => setFailedInARow((n) => n + 1),
      tileload: () => setFailedInARow(0),
    }),
    [],
  );
  const centre = value ?? start;
  return (
    <div className="place-picker stack">
      {failedInARow >= FAILED_TILES_BEFORE_NOTICE && (
        <p className="place-picker__notice" role="status">
          {t('events.picker.tilesUnavailable')}
        </p>
      )}
      <fieldset className="place-picker__frame" aria-describedby={describedBy}>
        <legend className="visually-hidden">{t('events.picker.label')}</legend>
        <MapContainer
          ref={setMap}
          className="place-picker__map"
          center={[centre.latitude, centre.longitude]}
          zoom={PLACE_ZOOM - 1}
          scrollWheelZoom={false}
        >
          <ProxyTiles provider={provider} eventHandlers={tileEvents} />
          <PinOnClick onPick={onPick} />
          {value && (
            <Marker
              position={[value.latitude, value.longitude]}
              icon={pinIcon}
              title={t('events.picker.pin')}
              keyboard={false}
            />
          )}
        </MapContainer>
      </fieldset>
      <div className="row place-picker__actions">
        <Button
          variant="secondary"
          small
          onClick={() => {
            const c = map?.getCenter();
            if (c) onPick({ latitude: c.lat, longitude: c.lng });
          }}
        >
          {t('events.picker.atCentre')}
        </Button>
        <span className="muted" aria-live="polite">
          {value ? t('events.picker.placed') : t('events.picker.none')}
        </span>
      </div>
    </div>
  );
}
