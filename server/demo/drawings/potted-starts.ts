/** Young vegetables to plant out, in pots: tomato seedlings, pepper starts, asparagus crowns. */

import { darken, lighten, n, type Sketch } from './kit';
import { compound, stem } from './plant-parts';
import { leaf, pot } from './shapes';

/** Tomato seedlings in a black six-pack: a stem, seed leaves and the first true leaves. */
export function tomatoSeedlings(sk: Sketch, colour: string): string {
  const parts: string[] = [];
  const cells = [
    [105, 200, 70],
    [190, 200, 70],
    [275, 200, 70],
    [360, 200, 70],
    [140, 250, 80],
    [240, 250, 80],
    [340, 250, 80],
  ] as const;
  for (const [x, y, w] of cells) {
    const top = y - sk.between(70, 110);
    const plant = [stem(x, y, x + sk.jitter(0, 8), top, '#6f8f3a', 3.5)];
    plant.push(
      leaf(sk, {
        x,
        y: top + 30,
        angle: 200,
        length: 22,
        width: 6,
        colour: lighten(colour, 0.15),
        shape: 'lance',
        veins: 0,
      }),
      leaf(sk, {
        x,
        y: top + 30,
        angle: -20,
        length: 22,
        width: 6,
        colour: lighten(colour, 0.15),
        shape: 'lance',
        veins: 0,
      }),
    );
    for (const side of [-1, 1]) {
      plant.push(
        compound(sk, x, top + 10, -90 + side * sk.between(35, 60), sk.between(45, 60), colour, 2),
      );
    }
    plant.push(compound(sk, x, top, -90 + sk.jitter(0, 10), 32, lighten(colour, 0.1), 1));
    parts.push(pot(sk, x, y, w, 62, '#222222'), plant.join(''));
  }
  return parts.join('');
}

/** Pepper starts: glossy pointed leaves in small pots, one with a little green pepper. */
export function pepperStarts(sk: Sketch, colour: string): string {
  const parts: string[] = [];
  for (const [x, y, w] of [
    [120, 240, 110],
    [250, 225, 120],
    [380, 245, 105],
  ] as const) {
    parts.push(pot(sk, x, y, w, 80));
    const top = y - sk.between(110, 140);
    parts.push(stem(x, y, x, top, '#4f7a2a', 3.5));
    for (let k = 0; k < 5; k++) {
      const t = 0.2 + k * 0.18;
      const ly = y - (y - top) * t;
      for (const side of [-1, 1]) {
        parts.push(
          leaf(sk, {
            x,
            y: ly,
            angle: -90 + side * sk.between(40, 75),
            length: 60 - k * 6,
            width: 17 - k * 1.5,
            colour: sk.pick([colour, lighten(colour, 0.06)]),
            veins: 4,
            bend: side * 0.08,
            stalk: 5,
          }),
        );
      }
    }
    if (x === 250) {
      parts.push(
        `<path d="M250 160q12 4 14 18" stroke="#4f7a2a" stroke-width="3" fill="none"/>`,
        leaf(sk, { x: 264, y: 176, angle: 95, length: 42, width: 10, colour: '#2e7d32', veins: 0 }),
      );
    } else {
      parts.push(
        `<circle cx="${x + 10}" cy="${top + 30}" r="4" fill="#fbfbf2"/><circle cx="${x + 10}" cy="${top + 30}" r="1.5" fill="#e3d27a"/>`,
      );
    }
  }
  return parts.join('');
}

/** Asparagus spears pushing up through soil in a wide pot. */
export function asparagus(sk: Sketch, colour: string): string {
  const parts = [pot(sk, 240, 240, 320, 100)];
  for (let i = 0; i < 9; i++) {
    const x = 110 + i * 32 + sk.jitter(0, 6);
    const h = sk.between(90, 170);
    const lean = sk.jitter(0, 8);
    const fill = sk.linear(
      [
        [0, darken(colour, 0.25)],
        [0.35, lighten(colour, 0.2)],
        [1, darken(colour, 0.3)],
      ],
      0,
      0,
      1,
      0,
    );
    const scales: string[] = [];
    for (let k = 1; k < 6; k++) {
      const y = 242 - (h * k) / 6;
      scales.push(`M${n(x - 7 + (lean * k) / 6)} ${n(y)}l6 -8l5 8`);
    }
    parts.push(
      `<path d="M${n(x - 8)} 244L${n(x - 6 + lean)} ${n(244 - h + 16)}Q${n(x + lean)} ${n(244 - h - 6)} ${n(x + 6 + lean)} ${n(244 - h + 16)}L${n(x + 8)} 244Z" fill="${fill}"/>`,
      `<path d="${scales.join('')}" stroke="#7a3f6a" stroke-width="1.5" fill="none" opacity="0.7"/>`,
      `<path d="M${n(x - 5 + lean)} ${n(244 - h + 14)}Q${n(x + lean)} ${n(244 - h - 4)} ${n(x + 5 + lean)} ${n(244 - h + 14)}Z" fill="#8a4a7a" opacity="0.7"/>`,
    );
  }
  return parts.join('');
}
