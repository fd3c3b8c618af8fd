/** The squash family: zucchini, cucumbers and butternut squash. */

import { darken, lighten, mix, n, type Sketch } from './kit';
import { capsule, pod } from './pod';
import { outline, place } from './shapes';

/** Zucchini: long, dark and speckled, with a corky stalk. */
export function zucchini(sk: Sketch, colour: string): string {
  const parts: string[] = [];
  const lay: [number, number, number][] = [
    [60, 90, 12],
    [70, 170, 4],
    [90, 250, -6],
    [250, 300, -28],
  ];
  for (const [x, y, angle] of lay) {
    const length = sk.between(270, 330);
    const width = sk.between(27, 33);
    const profile = (t: number) => capsule(t) * (0.85 + 0.15 * t);
    const flecks: string[] = [];
    for (let i = 0; i < 40; i++) {
      const t = sk.between(0.08, 0.92);
      flecks.push(
        `<ellipse cx="${n(t * length)}" cy="${n(sk.jitter(0, width * 0.7 * profile(t)))}" rx="${n(sk.between(4, 12))}" ry="1.2" fill="${lighten(colour, 0.45)}" opacity="0.35"/>`,
      );
    }
    const stalk = `<path d="M0 -8L-22 -6L-24 6L0 8Z" fill="${mix(colour, '#b9a36a', 0.6)}"/><ellipse cx="-24" cy="0" rx="3" ry="6" fill="#e6d8a8"/>`;
    const blossom = `<circle cx="${n(length)}" cy="0" r="4" fill="${darken(colour, 0.4)}"/>`;
    parts.push(
      pod(
        sk,
        { x, y, angle, length, width, colour, profile, bend: 0.05 },
        flecks.join('') + stalk + blossom,
      ),
    );
  }
  return parts.join('');
}

/** Small bumpy pickling cucumbers, paler at the blossom end. */
export function cucumbers(sk: Sketch, colour: string): string {
  const parts: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const x = 40 + col * 140 + sk.jitter(0, 14);
      const y = 60 + row * 100 + sk.jitter(0, 12) + (col % 2) * 20;
      const length = sk.between(115, 140);
      const width = sk.between(26, 31);
      const bumps: string[] = [];
      for (let i = 0; i < 26; i++) {
        const t = sk.between(0.1, 0.9);
        const bx = t * length;
        const by = sk.jitter(0, width * 0.75);
        bumps.push(
          `<circle cx="${n(bx)}" cy="${n(by)}" r="2.2" fill="${darken(colour, 0.35)}" opacity="0.6"/><circle cx="${n(bx - 0.6)}" cy="${n(by - 0.8)}" r="0.9" fill="#f2f5dc"/>`,
        );
      }
      const pale = sk.linear(
        [
          [0.55, '#e8efb0', 0],
          [1, '#e8efb0', 0.55],
        ],
        0,
        0,
        1,
        0,
      );
      const ends = `<path d="${outline(length, (t) => width * capsule(t))}" fill="${pale}"/><circle cx="2" cy="0" r="3.5" fill="#7a6b3a"/>`;
      parts.push(
        pod(
          sk,
          { x, y, angle: sk.jitter(-15, 25), length, width, colour, profile: capsule, bend: 0.08 },
          bumps.join('') + ends,
        ),
      );
    }
  }
  return parts.join('');
}

/** Butternut squash: one whole, one halved to show the orange flesh and seeds. */
export function butternut(sk: Sketch, colour: string): string {
  const neck = (t: number) => {
    const bulb = 1 / (1 + Math.exp(-(t - 0.58) * 14));
    return (0.5 + 0.5 * bulb) * Math.sin(Math.PI * t) ** 0.3;
  };
  const whole = pod(
    sk,
    { x: 40, y: 110, angle: 8, length: 300, width: 58, colour, profile: neck, bend: 0.04 },
    `<path d="M2 -9L-16 -7L-18 7L2 9Z" fill="#8a6a3a"/>`,
  );
  const hx = 150;
  const hy = 255;
  const length = 290;
  const halfWidth = (t: number) => 56 * neck(t);
  const flesh = sk.radial(
    [
      [0, '#f7a93b'],
      [0.8, '#f08c1e'],
      [1, '#d9741a'],
    ],
    { fx: 0.6, fy: 0.5, r: 0.6 },
  );
  const seeds: string[] = [];
  for (let i = 0; i < 14; i++) {
    const sx = sk.between(0.68, 0.9) * length;
    const sy = sk.jitter(0, 20);
    seeds.push(
      `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="7" ry="4" transform="rotate(${n(sk.between(-40, 40))} ${n(sx)} ${n(sy)})" fill="#f3e3b8" stroke="#cfb27a" stroke-width="0.8"/>`,
    );
  }
  sk.shadow(hx + length / 2 + 4, hy + 10, length / 2, 56, 0.45);
  const half = place(
    hx,
    hy,
    -6,
    `<path d="${outline(length, halfWidth)}" fill="${lighten(colour, 0.1)}"/><path d="${outline(length, (t) => halfWidth(t) * 0.9)}" fill="${flesh}"/><ellipse cx="${n(length * 0.79)}" cy="0" rx="${n(length * 0.14)}" ry="30" fill="#e8862a"/><ellipse cx="${n(length * 0.79)}" cy="0" rx="${n(length * 0.12)}" ry="25" fill="#f0b25a" opacity="0.6"/>${seeds.join('')}`,
  );
  return whole + half;
}
