/** Ornamental plants in pots: a hosta and succulents. */

import { darken, lighten, type Sketch } from './kit';
import { leaf, pot } from './shapes';

/** A hosta: broad ribbed heart leaves with pale margins, arching out of the pot. */
export function hosta(sk: Sketch, colour: string): string {
  const parts = [pot(sk, 240, 250, 200, 95)];
  const leaves: string[] = [];
  for (let i = 0; i < 12; i++) {
    // Back leaves first, upright; the front ones arch out over the rim.
    const a = -90 + ((i % 6) / 5 - 0.5) * (i < 6 ? 100 : 170) + sk.jitter(0, 6);
    const rad = (a * Math.PI) / 180;
    const reach = i < 6 ? 55 : 35;
    leaves.push(
      leaf(sk, {
        x: 240 + Math.cos(rad) * reach,
        y: 246 + Math.sin(rad) * reach,
        angle: a,
        length: sk.between(100, 125),
        width: sk.between(34, 40),
        shape: 'heart',
        colour: i < 6 ? darken(colour, 0.1) : colour,
        veins: 6,
        bend: (a + 90) / 500,
        edge: '#e9eec0',
        rib: lighten(colour, 0.45),
        stalk: reach,
      }),
    );
  }
  return parts.join('') + leaves.join('');
}

/** Echeveria rosettes in small pots: fleshy pointed leaves, blushed at the tips. */
export function succulents(sk: Sketch, colour: string): string {
  const parts: string[] = [];
  for (const [x, y, w, tint] of [
    [120, 230, 120, colour],
    [255, 250, 130, '#8fb8a0'],
    [385, 232, 115, '#a7b98a'],
  ] as const) {
    parts.push(pot(sk, x, y, w, 85));
    for (let ring = 0; ring < 4; ring++) {
      const count = 9 - ring;
      const reach = w * (0.48 - ring * 0.1);
      for (let i = 0; i < count; i++) {
        const a = (i / count) * 360 + ring * 20 + sk.jitter(0, 6);
        const rad = (a * Math.PI) / 180;
        // The rosette seen from a little above: an ellipse, leaves at the back drawn first.
        const ex = Math.cos(rad) * reach;
        const ey = Math.sin(rad) * reach * 0.45;
        parts.push(
          leaf(sk, {
            x,
            y: y - 8 - ring * 6,
            angle: (Math.atan2(ey - ring * 4, ex) * 180) / Math.PI,
            length: Math.hypot(ex, ey - ring * 4) + 6,
            width: 11 - ring,
            shape: 'ovate',
            colour: sk.pick([tint, lighten(tint, 0.1)]),
            veins: 0,
            edge: '#d98a9a',
          }),
        );
      }
    }
  }
  return parts.join('');
}
