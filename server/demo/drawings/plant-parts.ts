/** Parts shared by the potted plants: stems and compound leaves. */

import { lighten, n, type Sketch } from './kit';
import { leaf } from './shapes';

const STEM = '#5c7a2e';

/** A stem from (x, y) curving up to (tx, ty). */
export const stem = (x: number, y: number, tx: number, ty: number, colour = STEM, width = 3) =>
  `<path d="M${n(x)} ${n(y)}Q${n(x)} ${n((y + ty) / 2)} ${n(tx)} ${n(ty)}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;

/** A compound leaf: leaflets in pairs along a stalk, one at the tip (tomato, raspberry). */
export function compound(
  sk: Sketch,
  x: number,
  y: number,
  angle: number,
  size: number,
  colour: string,
  pairs = 2,
) {
  const rad = (angle * Math.PI) / 180;
  const parts = [
    `<path d="M${n(x)} ${n(y)}l${n(Math.cos(rad) * size)} ${n(Math.sin(rad) * size)}" stroke="${STEM}" stroke-width="1.8"/>`,
  ];
  for (let k = 0; k < pairs; k++) {
    const t = 0.35 + (k / pairs) * 0.5;
    for (const side of [-1, 1]) {
      parts.push(
        leaf(sk, {
          x: x + Math.cos(rad) * size * t,
          y: y + Math.sin(rad) * size * t,
          angle: angle + side * 55,
          length: size * 0.5,
          width: size * 0.17,
          colour: sk.pick([colour, lighten(colour, 0.08)]),
          serrated: 0.18,
          veins: 3,
          bend: side * 0.06,
        }),
      );
    }
  }
  parts.push(
    leaf(sk, {
      x: x + Math.cos(rad) * size,
      y: y + Math.sin(rad) * size,
      angle,
      length: size * 0.55,
      width: size * 0.2,
      colour,
      serrated: 0.18,
      veins: 3,
    }),
  );
  return parts.join('');
}
