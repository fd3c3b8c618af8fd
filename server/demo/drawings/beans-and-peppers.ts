/** Jalapeños and green beans. */

import { darken, lighten, n, type Sketch } from './kit';
import { capsule, pod } from './pod';

/** A heap of glossy jalapeños, each with its green cap. */
export function jalapenos(sk: Sketch, colour: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 11; i++) {
    const x = sk.between(50, 330);
    const y = sk.between(50, 300);
    const length = sk.between(105, 130);
    const width = sk.between(20, 25);
    const red = i === 4;
    const profile = (t: number) =>
      (t < 0.12 ? 0.75 + 2 * t : 1 - 0.55 * ((t - 0.12) / 0.88) ** 2) * capsule(t) ** 0.5;
    const cap = `<path d="M4 -${n(width * 0.8)}Q-8 0 4 ${n(width * 0.8)}L10 ${n(width * 0.5)}L10 -${n(width * 0.5)}Z" fill="#5d7d2c"/><path d="M2 0C-10 -2 -18 -8 -24 -18" stroke="#6b8a35" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    parts.push(
      pod(
        sk,
        {
          x,
          y,
          angle: sk.between(-60, 60),
          length,
          width,
          colour: red ? '#b8261c' : colour,
          profile,
          bend: 0.18,
        },
        cap,
      ),
    );
  }
  return parts.join('');
}

/** A loose pile of slender green beans. */
export function greenBeans(sk: Sketch, colour: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 34; i++) {
    const angle = sk.jitter(-20, 40);
    const length = sk.between(150, 190);
    const rad = (angle * Math.PI) / 180;
    const cx = sk.jitter(240, 120);
    const cy = sk.jitter(180, 95);
    const shade = sk.pick([colour, lighten(colour, 0.08), darken(colour, 0.08)]);
    const profile = (t: number) => capsule(t) ** 0.6 * (1 + 0.08 * Math.sin(t * 30));
    const tip = `<path d="M${n(length)} 0q8 1 14 -4" stroke="${darken(shade, 0.1)}" stroke-width="2" fill="none"/>`;
    parts.push(
      pod(
        sk,
        {
          x: cx - (Math.cos(rad) * length) / 2,
          y: cy - (Math.sin(rad) * length) / 2,
          angle,
          length,
          width: sk.between(6, 7.5),
          colour: shade,
          profile,
          bend: sk.jitter(0, 0.12),
        },
        tip,
      ),
    );
  }
  return parts.join('');
}
