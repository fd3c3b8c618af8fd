import { text } from '@common/i18n/format';

/** The few parts of the large maps service's API this app uses. */
interface GLatLng {
  lat(): number;
  lng(): number;
}
type LatLngLiteral = { lat: number; lng: number };
interface Listener {
  remove(): void;
}
export interface GMap {
  getCenter(): GLatLng | undefined;
  getBounds(): { getSouthWest(): GLatLng; getNorthEast(): GLatLng } | undefined;
  getZoom(): number | undefined;
  setZoom(zoom: number): void;
  fitBounds(bounds: GLatLngBounds, padding?: number): void;
  addListener(event: string, handler: () => void): Listener;
}
export interface GMarker {
  setMap(map: GMap | null): void;
  addListener(event: string, handler: () => void): Listener;
}
export interface GInfoWindow {
  setContent(content: Node): void;
  open(options: { map: GMap; anchor: GMarker }): void;
  close(): void;
}
interface GLatLngBounds {
  extend(point: LatLngLiteral): void;
}
export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => GMap;
  Marker: new (options: Record<string, unknown>) => GMarker;
  InfoWindow: new (options?: Record<string, unknown>) => GInfoWindow;
  LatLngBounds: new () => GLatLngBounds;
  Point: new (x: number, y: number) => unknown;
  SymbolPath: { CIRCLE: number };
}

declare global {
  interface Window {
    google?: { maps?: GoogleMapsApi };
    __homegrownMapsReady?: () => void;
  }
}

let loading: Promise<GoogleMapsApi> | undefined;

/** Loads the script once, through the server's proxy (which adds the key). */
export function loadGoogleMaps(): Promise<GoogleMapsApi> {
  loading ??= new Promise<GoogleMapsApi>((resolve, reject) => {
    window.__homegrownMapsReady = () => {
      const maps = window.google?.maps;
      if (maps) resolve(maps);
      else reject(new Error(text('map.error.google')));
    };
    const script = document.createElement('script');
    script.src = '/api/google/js-api?callback=__homegrownMapsReady';
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error(text('map.error.googleApi')));
    };
    document.head.append(script);
  });
  return loading;
}
