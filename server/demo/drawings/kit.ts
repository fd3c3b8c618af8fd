/**
 * The drawing kit behind the demo photos (docs/product.md §12.7): a seeded random source, so
 * the same listing always gets the same picture, colour mixing, and one SVG document per
 * photo that collects its gradients as they are used.
 */

import { HEIGHT, WIDTH } from './frame';
import type { TextureName, Textures } from './textures';

export { HEIGHT, WIDTH };

/** mulberry32: small, fast and the same on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The colour `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const at = (x: number, y: number) => Math.round(x + (y - x) * t);
  return `#${((1 << 24) | (at(ar, br) << 16) | (at(ag, bg) << 8) | at(ab, bb)).toString(16).slice(1)}`;
}
export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number) => mix(colour, '#000000', t);

/** Rounds for the SVG text: shorter documents, and the same bytes on every run. */
export const n = (value: number) => Math.round(value * 10) / 10;

export type Stop = [offset: number, colour: string, opacity?: number];

function stops(list: Stop[]): string {
  return list
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

/**
 * One photo being drawn: its random source, the definitions its shapes refer to, and the
 * shadows they cast, which are blurred together in one pass (one blur per shadow was most of
 * the drawing time).
 */
export class Sketch {
  private readonly random: () => number;
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private readonly shadows: string[] = [];

  constructor(
    seed: number,
    private readonly textures: Textures,
  ) {
    this.random = seeded(seed * 7919 + 17);
  }

  /**
   * Casts a soft shadow on the surface, drawn under the whole subject. Its edge fades by a
   * gradient: a blur per shadow was most of the drawing time.
   */
  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
    const fill = this.radial(
      [
        [0, '#1d1206', opacity],
        [0.72, '#1d1206', n(opacity * 0.8)],
        [1, '#1d1206', 0],
      ],
      { fx: 0.5, fy: 0.5 },
    );
    this.shadows.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 1.12)}" ry="${n(ry * 1.12)}" fill="${fill}"/>`,
    );
    return '';
  }

  /** The shadows cast so far. */
  castShadows(): string {
    return this.shadows.join('');
  }

  /** A texture laid over the band from `y` down `height`, shifted so photos differ. */
  texture(name: TextureName, opacity: number, y = 0, height = HEIGHT): string {
    const dx = n(this.between(-0.25, 0) * WIDTH);
    const dy = n(this.between(-0.25, 0) * HEIGHT);
    const transform = ` transform="translate(${dx} ${dy}) scale(1.25)"`;
    const clip = this.define(`band-${y}-${height}`, (id) => {
      return `<clipPath id="${id}"><rect y="${n(y)}" width="${WIDTH}" height="${n(height)}"/></clipPath>`;
    });
    return `<g clip-path="url(#${clip})"><image href="${this.textures[name]}" width="${WIDTH}" height="${HEIGHT}" opacity="${opacity}" preserveAspectRatio="none"${transform}/></g>`;
  }

  /** A number in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.random();
  }

  /** `value` moved by up to `spread` either way. */
  jitter(value: number, spread: number): number {
    return value + (this.random() * 2 - 1) * spread;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  /** Adds a definition (filter, pattern, clip) once; answers its id. */
  define(key: string, build: (id: string) => string): string {
    const known = this.cache.get(key);
    if (known) return known;
    const id = `d${this.cache.size}`;
    this.cache.set(key, id);
    this.defs.push(build(id));
    return id;
  }

  /** A radial gradient fill, lit from the top left unless told otherwise. */
  radial(
    list: Stop[],
    at: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {},
  ) {
    const { cx = 0.5, cy = 0.5, r = 0.5, fx = 0.36, fy = 0.3 } = at;
    const id = this.define(`r${JSON.stringify([list, cx, cy, r, fx, fy])}`, (name) => {
      return `<radialGradient id="${name}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops(list)}</radialGradient>`;
    });
    return `url(#${id})`;
  }

  /** A linear gradient fill across the shape's box, from (x1, y1) to (x2, y2). */
  linear(list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.define(`l${JSON.stringify([list, x1, y1, x2, y2])}`, (name) => {
      return `<linearGradient id="${name}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
    });
    return `url(#${id})`;
  }

  /** The finished SVG document at the stored photo's size. */
  document(body: string, width: number, height: number): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}
