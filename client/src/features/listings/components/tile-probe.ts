import { useEffect, useState } from 'react';

/** Until when tiles are taken to be down after one failed (a timestamp, this tab only). */
const DOWN_KEY = 'homegrown:tiles-down-until';
/** How long a failed tile keeps the small maps away before one tile is tried again. */
const TILES_RETRY_MS = 5 * 60_000;

/** A tile has loaded in this page's life: later small maps need no probe. */
let tilesUp = false;

function downUntil(): number {
  try {
    return Number(sessionStorage.getItem(DOWN_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** Remembers that tiles failed, so the next listing pages ask for none for a while. */
export function markTilesDown() {
  tilesUp = false;
  try {
    sessionStorage.setItem(DOWN_KEY, String(Date.now() + TILES_RETRY_MS));
  } catch {
    // Storage refused: each listing page tries one tile.
  }
}

/** The web-mercator tile at `zoom` holding a point: the one a map centred on it asks first. */
export function tileAt(latitude: number, longitude: number, zoom: number) {
  const n = 2 ** zoom;
  const lat = (Math.max(-85.0511, Math.min(85.0511, latitude)) * Math.PI) / 180;
  const x = Math.floor(((longitude + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n);
  return { x: Math.min(n - 1, Math.max(0, x)), y: Math.min(n - 1, Math.max(0, y)) };
}

/**
 * Whether the small map can be drawn (docs/product.md §7.6): one tile, the map's own centre
 * tile (which the browser then keeps for the map), is fetched first, so a map that would be
 * hidden at its first failed tile never asks for the rest. Undefined while it is asked; false at
 * once while a recent failure is remembered. `url` undefined: nothing to probe yet.
 */
export function useTilesReachable(url: string | undefined): boolean | undefined {
  const [answer, setAnswer] = useState<{ url: string; ok: boolean }>();
  const known = tilesUp ? true : downUntil() > Date.now() ? false : undefined;
  useEffect(() => {
    if (!url || known !== undefined) return;
    let live = true;
    const image = new Image();
    image.onload = () => {
      tilesUp = true;
      if (live) setAnswer({ url, ok: true });
    };
    image.onerror = () => {
      markTilesDown();
      if (live) setAnswer({ url, ok: false });
    };
    image.src = url;
    return () => {
      live = false;
    };
  }, [url, known]);
  if (!url) return undefined;
  return known ?? (answer?.url === url ? answer.ok : undefined);
}
