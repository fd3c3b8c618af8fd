import type { GeocodeResult } from '@common/schemas/map';

/** Geocoding: offline from a bundled US ZIP-code and city gazetteer, or a Nominatim-compatible service. */
/** A geocoded place: POST /map/geocode's answer. */
type GeoPoint = GeocodeResult;

export interface Geocoder {
  geocode(address: string): Promise<GeoPoint | null>;
}

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

interface Gazetteer {
  lookup(zip: string): ZipRecord | undefined;
  lookupByName(city: string, state: string): ZipRecord[];
  states: { normalize(state: string): string };
}

let gazetteer: Promise<Gazetteer> | undefined;
/** The gazetteer is 5 MB of data: loaded on the first look-up, not at start-up. */
function loadGazetteer(): Promise<Gazetteer> {
  gazetteer ??= import('zipcodes').then((m) => (m.default ?? m) as unknown as Gazetteer);
  return gazetteer;
}

function fromRecords(records: ZipRecord[], postcode: string | null): GeoPoint | null {
  const first = records[0];
  if (!first) return null;
  const latitude = records.reduce((sum, r) => sum + r.latitude, 0) / records.length;
  const longitude = records.reduce((sum, r) => sum + r.longitude, 0) / records.length;
  return {
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(longitude * 1e6) / 1e6,
    display_name: `${first.city}, ${first.state}${postcode ? ` ${postcode}` : ''}, USA`,
    city: first.city,
    state: first.state,
    postcode,
  };
}

/** "City, ST", "City, State", "City ST" and "City State", with or without a trailing country. */
function cityAndState(g: Gazetteer, address: string): ZipRecord[] {
  const parts = address
    .replace(/\b\d{5}(?:-\d{4})?\b/, '')
    .replace(/,?\s*(USA?|United States( of America)?)\s*$/i, '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const lookup = (city: string, state: string) => {
    const code = g.states.normalize(state.trim().toUpperCase());
    return code && code.length === 2 && city.trim() ? g.lookupByName(city.trim(), code) : [];
  };
  // "street, City, ST": the last two comma-separated parts first.
  for (let i = parts.length - 2; i >= 0; i--) {
    const records = lookup(parts[i]!, parts[i + 1]!);
    if (records.length) return records;
  }
  // No comma before the state: its last one or two words ("UT", "New Mexico").
  const words = (parts.at(-1) ?? '').split(/\s+/);
  for (const n of [1, 2]) {
    if (words.length <= n) continue;
    const records = lookup(words.slice(0, -n).join(' '), words.slice(-n).join(' '));
    if (records.length) return records;
  }
  return [];
}

export function createOfflineGeocoder(): Geocoder {
  return {
    async geocode(address) {
      const g = await loadGazetteer();
      const zip = address.match(/\b(\d{5})(?:-\d{4})?\b/)?.[1];
      if (zip) {
        const record = g.lookup(zip);
        if (record) return fromRecords([record], zip);
      }
      return fromRecords(cityAndState(g, address), null);
    },
  };
}

const CACHE_ENTRIES = 1000;
const CACHE_MS = 24 * 60 * 60_000;

/** A Nominatim-compatible service (GEOCODER_URL), e.g. a self-hosted Nominatim. */
export function createNominatimGeocoder(baseUrl: string, userAgent: string): Geocoder {
  // Remembered answers: the same postcode is looked up again and again, and public
  // Nominatim servers ask for at most one request a second.
  const cache = new Map<string, { at: number; point: GeoPoint | null }>();
  const remember = (key: string, point: GeoPoint | null) => {
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { at: Date.now(), point });
    return point;
  };
  return {
    async geocode(address) {
      const key = address.trim().toLowerCase().replace(/\s+/g, ' ');
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.point;
      return remember(key, await search(address));
    },
  };

  async function search(address: string): Promise<GeoPoint | null> {
    const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    url.searchParams.set('q', address);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('limit', '1');
    url.searchParams.set('addressdetails', '1');
    const res = await fetch(url, {
      headers: { 'User-Agent': userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`Geocoder answered ${res.status}`);
    const [hit] = (await res.json()) as Array<{
      lat: string;
      lon: string;
      display_name: string;
      address?: {
        city?: string;
        town?: string;
        village?: string;
        state?: string;
        postcode?: string;
      };
    }>;
    if (!hit) return null;
    return {
      latitude: Number(hit.lat),
      longitude: Number(hit.lon),
      display_name: hit.display_name,
      city: hit.address?.city ?? hit.address?.town ?? hit.address?.village ?? null,
      state: hit.address?.state ?? null,
      postcode: hit.address?.postcode ?? null,
    };
  }
}
