/** Woody herbs in pots: lavender and rosemary. */

import { darken, lighten, type Sketch } from './kit';
import { stem } from './plant-parts';
import { leaf, pot, sphere } from './shapes';

/** Lavender: grey-green needles below, flower spikes above. */
export function lavender(sk: Sketch, colour: string): string {
  const parts = [pot(sk, 240, 235, 170, 100)];
  const spikes: string[] = [];
  for (let i = 0; i < 26; i++) {
    const a = -90 + sk.jitter(0, 38);
    const rad = (a * Math.PI) / 180;
    const len = sk.between(150, 200);
    const x0 = 240 + sk.jitter(0, 30);
    const tx = x0 + Math.cos(rad) * len;
    const ty = 232 + Math.sin(rad) * len;
    spikes.push(stem(x0, 232, tx, ty, '#7d8f63', 1.6));
    for (let k = 0; k < 9; k++) {
      const t = 1 - k * 0.035;
      const bx = x0 + Math.cos(rad) * len * t + sk.jitter(0, 2);
      const by = 232 + Math.sin(rad) * len * t;
      spikes.push(
        sphere(
          sk,
          bx,
          by,
          4.2 - k * 0.15,
          sk.pick([colour, lighten(colour, 0.15), darken(colour, 0.1)]),
          { gloss: 0.2 },
        ),
      );
    }
  }
  const foliage: string[] = [];
  for (let i = 0; i < 40; i++) {
    foliage.push(
      leaf(sk, {
        x: 240 + sk.jitter(0, 55),
        y: 236,
        angle: -90 + sk.jitter(0, 75),
        length: sk.between(30, 48),
        width: 3.5,
        shape: 'lance',
        colour: sk.pick(['#8fa487', '#7b9374', '#a3b59a']),
        veins: 0,
      }),
    );
  }
  return parts.join('') + spikes.join('') + foliage.join('');
}

/** A clump of upright stems covered in narrow leaves: rosemary, or pepper starts' stems. */
export function rosemary(sk: Sketch, colour: string): string {
  const parts = [pot(sk, 240, 232, 180, 105)];
  for (let i = 0; i < 11; i++) {
    const x0 = 240 + sk.jitter(0, 45);
    const a = -90 + sk.jitter(0, 22);
    const rad = (a * Math.PI) / 180;
    const len = sk.between(140, 200);
    parts.push(stem(x0, 232, x0 + Math.cos(rad) * len, 232 + Math.sin(rad) * len, '#7a6a4a', 2.5));
    for (let k = 0; k < 22; k++) {
      const t = 0.12 + k * 0.04;
      const x = x0 + Math.cos(rad) * len * t;
      const y = 232 + Math.sin(rad) * len * t;
      for (const side of [-1, 1]) {
        parts.push(
          leaf(sk, {
            x,
            y,
            angle: a + side * sk.between(30, 60),
            length: sk.between(14, 20),
            width: 2.2,
            shape: 'lance',
            colour: sk.pick([colour, lighten(colour, 0.12), darken(colour, 0.1)]),
            veins: 0,
          }),
        );
      }
    }
  }
  return parts.join('');
}
