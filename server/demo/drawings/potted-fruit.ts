/** Fruit plants in pots: strawberries, a blueberry bush, raspberry canes. */

import { darken, n, type Sketch } from './kit';
import { compound, stem } from './plant-parts';
import { glint, leaf, pot, sphere } from './shapes';

/** Trifoliate toothed leaves on long stalks from a crown. */
function strawberryLeaves(
  sk: Sketch,
  x: number,
  y: number,
  count: number,
  size: number,
  colour: string,
) {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = -90 + ((i / (count - 1)) * 2 - 1) * 65;
    const rad = (a * Math.PI) / 180;
    const reach = size * sk.between(0.9, 1.3);
    const tx = x + Math.cos(rad) * reach;
    const ty = y + Math.sin(rad) * reach;
    parts.push(stem(x, y, tx, ty, '#6f8a3a', 2.2));
    for (const turn of [-50, 0, 50]) {
      parts.push(
        leaf(sk, {
          x: tx,
          y: ty,
          angle: a + turn,
          length: size * 0.55,
          width: size * 0.22,
          colour: sk.pick([colour, darken(colour, 0.08)]),
          shape: 'round',
          serrated: 0.16,
          veins: 5,
        }),
      );
    }
  }
  return parts.join('');
}

/** A strawberry plant with a ripe berry and flowers, and a rooted runner in its own pot. */
export function strawberries(sk: Sketch, colour: string): string {
  const berry = (x: number, y: number, r: number) => {
    const dots: string[] = [];
    for (let i = 0; i < 16; i++) {
      dots.push(
        `<circle cx="${n(x + sk.jitter(0, r * 0.6))}" cy="${n(y + sk.between(-r * 0.4, r * 0.9))}" r="1" fill="#f6d55c"/>`,
      );
    }
    return `<path d="M${n(x - r)} ${n(y - r * 0.5)}C${n(x - r)} ${n(y + r)} ${n(x - r * 0.2)} ${n(y + r * 1.6)} ${n(x)} ${n(y + r * 1.6)}C${n(x + r * 0.2)} ${n(y + r * 1.6)} ${n(x + r)} ${n(y + r)} ${n(x + r)} ${n(y - r * 0.5)}Z" fill="${sk.radial(
      [
        [0, '#ff6b5e'],
        [0.7, colour],
        [1, darken(colour, 0.4)],
      ],
    )}"/>${dots.join('')}${glint(sk, x - r * 0.4, y, r * 0.25, r * 0.45, 0.5)}<path d="M${n(x - r)} ${n(y - r * 0.55)}L${n(x)} ${n(y - r * 0.2)}L${n(x + r)} ${n(y - r * 0.55)}L${n(x)} ${n(y - r)}Z" fill="#4f7a2a"/>`;
  };
  const flower = (x: number, y: number) => {
    const petals = [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<circle cx="${n(x + Math.cos((a * Math.PI) / 180) * 6)}" cy="${n(y + Math.sin((a * Math.PI) / 180) * 6)}" r="5.5" fill="#fbfbf4"/>`,
      )
      .join('');
    return `${petals}<circle cx="${x}" cy="${y}" r="3.5" fill="#f2c12e"/>`;
  };
  return [
    pot(sk, 190, 225, 170, 100),
    strawberryLeaves(sk, 190, 228, 7, 110, '#3f8a34'),
    `<path d="M215 232Q250 250 262 280" stroke="#7a8f3a" stroke-width="2" fill="none"/>`,
    berry(262, 284, 15),
    flower(150, 150),
    flower(232, 138),
    `<path d="M250 230Q330 170 375 250" stroke="#9a5a3a" stroke-width="2.5" fill="none"/>`,
    pot(sk, 385, 262, 90, 60),
    strawberryLeaves(sk, 385, 265, 4, 55, '#4b9a3c'),
  ].join('');
}

/** A potted blueberry: small oval leaves and clusters of dusty blue berries. */
export function blueberry(sk: Sketch, colour: string): string {
  const parts = [pot(sk, 240, 262, 190, 90)];
  const branches: [number, number][] = [];
  for (let i = 0; i < 7; i++) {
    const a = -90 + ((i / 6) * 2 - 1) * 55;
    const rad = (a * Math.PI) / 180;
    const len = sk.between(150, 200);
    const tip: [number, number] = [240 + Math.cos(rad) * len, 262 + Math.sin(rad) * len];
    parts.push(stem(240, 262, tip[0], tip[1], '#7a4a3a', 3));
    branches.push(tip);
    for (let k = 0; k < 6; k++) {
      const t = 0.35 + k * 0.12;
      parts.push(
        leaf(sk, {
          x: 240 + Math.cos(rad) * len * t,
          y: 262 + Math.sin(rad) * len * t,
          angle: a + sk.pick([-1, 1]) * sk.between(30, 70),
          length: 34,
          width: 12,
          colour: sk.pick(['#3f7a3a', '#4a8a42', '#5a9648']),
          veins: 3,
        }),
      );
    }
  }
  for (const [bx, by] of branches) {
    for (let i = 0; i < 5; i++) {
      const x = bx + sk.jitter(0, 16);
      const y = by + sk.between(10, 34);
      parts.push(
        sphere(sk, x, y, sk.between(6.5, 8.5), sk.pick([colour, darken(colour, 0.15), '#6a7fb0']), {
          gloss: 0.15,
          matte: true,
        }),
      );
      parts.push(`<circle cx="${n(x)}" cy="${n(y - 2)}" r="1.6" fill="#2a2f4a"/>`);
    }
  }
  return parts.join('');
}

/** Raspberry canes, thinned from the patch: bare roots and the first leaves, in a bucket. */
export function raspberryCanes(sk: Sketch, colour: string): string {
  const parts = [pot(sk, 240, 245, 210, 100, '#6b7d8a')];
  for (let i = 0; i < 4; i++) {
    const x = 190 + i * 34 + sk.jitter(0, 6);
    const top = sk.between(20, 60);
    parts.push(stem(x, 246, x + sk.jitter(0, 14), top, '#8a5a3a', 4.5));
    const thorns: string[] = [];
    for (let k = 0; k < 14; k++) {
      const y = 240 - k * ((240 - top) / 14);
      thorns.push(`M${n(x)} ${n(y)}l${k % 2 ? 4 : -4} -3`);
    }
    parts.push(`<path d="${thorns.join('')}" stroke="#b07a5a" stroke-width="1" fill="none"/>`);
    for (let k = 0; k < 3; k++) {
      parts.push(
        compound(
          sk,
          x,
          200 - k * 55 + sk.jitter(0, 8),
          -90 + (k % 2 ? 1 : -1) * sk.between(45, 75),
          sk.between(55, 70),
          colour,
          1,
        ),
      );
    }
  }
  return parts.join('');
}
