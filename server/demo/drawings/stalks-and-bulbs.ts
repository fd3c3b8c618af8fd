/** Rhubarb stalks and garlic bulbs. */

import { darken, lighten, mix, n, type Sketch } from './kit';
import { capsule, pod } from './pod';
import { glint, leaf, outline, place } from './shapes';

/** A bundle of rhubarb stalks, red fading to green, their leaves trimmed to a frill. */
export function rhubarb(sk: Sketch, colour: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    const y = 95 + i * 28 + sk.jitter(0, 6);
    const length = sk.between(330, 380);
    const width = sk.between(11, 14);
    const angle = sk.jitter(-6, 3) + (i - 3) * 1.5;
    const along = sk.linear(
      [
        [0, colour],
        [0.65, mix(colour, '#c7486a', 0.3)],
        [1, '#7fa64a'],
      ],
      0,
      0,
      1,
      0,
    );
    const grooves: string[] = [];
    for (const g of [-0.45, 0, 0.45]) {
      grooves.push(`M8 ${n(g * width)}L${n(length - 6)} ${n(g * width * 0.8)}`);
    }
    const tone = `<path d="${outline(length, (t) => width * (0.9 + 0.1 * (1 - t)) * capsule(t) ** 0.3)}" fill="${along}" opacity="0.55"/><path d="${grooves.join('')}" stroke="${darken(colour, 0.3)}" stroke-width="1.4" opacity="0.4"/>`;
    const frill = leaf(sk, {
      x: length - 4,
      y: 0,
      angle: sk.jitter(0, 25),
      length: sk.between(40, 60),
      width: sk.between(22, 30),
      colour: '#4f8a2e',
      shape: 'round',
      serrated: 0.15,
      veins: 3,
    });
    parts.push(
      pod(
        sk,
        { x: 40, y, angle, length, width, colour, profile: (t) => capsule(t) ** 0.3 },
        tone + frill,
      ),
    );
  }
  parts.push(
    `<path d="M205 82Q200 180 212 305" stroke="#c9a46a" stroke-width="7" fill="none"/><path d="M212 82Q207 180 219 305" stroke="#b08a50" stroke-width="2" fill="none"/>`,
  );
  return parts.join('');
}

/** Cured garlic bulbs with their roots and a few loose cloves. */
export function garlic(sk: Sketch, colour: string): string {
  const parts: string[] = [];
  const bulbs: [number, number, number][] = [
    [130, 150, 72],
    [300, 130, 66],
    [220, 265, 60],
  ];
  for (const [x, y, r] of bulbs) {
    const cx = sk.jitter(x, 8);
    const cy = sk.jitter(y, 6);
    sk.shadow(cx + 8, cy + r * 0.55, r * 0.95, r * 0.4, 0.5);
    const skin = sk.radial(
      [
        [0, '#fbf8f1'],
        [0.6, lighten(colour, 0.45)],
        [1, darken(colour, 0.2)],
      ],
      { r: 0.6 },
    );
    const body = `M${n(cx)} ${n(cy - r)}C${n(cx + r * 0.25)} ${n(cy - r * 0.6)} ${n(cx + r * 1.05)} ${n(cy - r * 0.35)} ${n(cx + r * 0.95)} ${n(cy + r * 0.2)}C${n(cx + r * 0.85)} ${n(cy + r * 0.6)} ${n(cx + r * 0.3)} ${n(cy + r * 0.62)} ${n(cx)} ${n(cy + r * 0.6)}C${n(cx - r * 0.3)} ${n(cy + r * 0.62)} ${n(cx - r * 0.85)} ${n(cy + r * 0.6)} ${n(cx - r * 0.95)} ${n(cy + r * 0.2)}C${n(cx - r * 1.05)} ${n(cy - r * 0.35)} ${n(cx - r * 0.25)} ${n(cy - r * 0.6)} ${n(cx)} ${n(cy - r)}Z`;
    const creases: string[] = [];
    for (const k of [-0.6, -0.25, 0.15, 0.5]) {
      creases.push(
        `M${n(cx + k * r * 0.3)} ${n(cy - r * 0.85)}Q${n(cx + k * r * 1.2)} ${n(cy - r * 0.1)} ${n(cx + k * r * 0.8)} ${n(cy + r * 0.58)}`,
      );
    }
    const streaks: string[] = [];
    for (let i = 0; i < 7; i++) {
      const k = sk.between(-0.8, 0.8);
      streaks.push(
        `M${n(cx + k * r * 0.4)} ${n(cy - r * 0.5)}Q${n(cx + k * r * 1.1)} ${n(cy)} ${n(cx + k * r * 0.9)} ${n(cy + r * 0.5)}`,
      );
    }
    const roots: string[] = [];
    for (let i = 0; i < 16; i++) {
      const a = sk.between(0.3, 2.8);
      roots.push(
        `M${n(cx + sk.jitter(0, r * 0.15))} ${n(cy + r * 0.58)}l${n(Math.cos(a) * r * 0.28)} ${n(Math.sin(a) * r * 0.2)}`,
      );
    }
    parts.push(
      `<path d="${roots.join('')}" stroke="#cdbb94" stroke-width="1.4" fill="none"/>`,
      `<path d="${body}" fill="${skin}"/>`,
      `<path d="${streaks.join('')}" stroke="#9c5a7a" stroke-width="2" opacity="0.3" fill="none"/>`,
      `<path d="${creases.join('')}" stroke="${darken(colour, 0.25)}" stroke-width="1.6" opacity="0.55" fill="none"/>`,
      `<path d="M${n(cx - 5)} ${n(cy - r * 0.95)}L${n(cx - 4)} ${n(cy - r * 1.25)}L${n(cx + 5)} ${n(cy - r * 1.25)}L${n(cx + 5)} ${n(cy - r * 0.95)}Z" fill="#d9c9a3"/>`,
      glint(sk, cx - r * 0.4, cy - r * 0.25, r * 0.25, r * 0.12, 0.6, -60),
    );
  }
  for (let i = 0; i < 4; i++) {
    const x = sk.pick([380, 410, 60, 420]) + sk.jitter(0, 20);
    const y = sk.between(240, 320);
    parts.push(
      place(
        x,
        y,
        sk.between(0, 360),
        `<path d="M0 -16C12 -10 14 8 4 16C0 18 -4 18 -8 14C-10 4 -8 -8 0 -16Z" fill="${sk.radial([
          [0, '#fbf6ea'],
          [1, '#d9c6a6'],
        ])}" stroke="#b9a27a" stroke-width="0.8"/>`,
      ),
    );
    sk.shadow(x + 3, y + 4, 12, 14, 0.35);
  }
  return parts.join('');
}
