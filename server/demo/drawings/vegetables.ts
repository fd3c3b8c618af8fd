import { darken, lighten, mix, n, type Sketch } from './kit';
import { across, glint, leaf, outline, place } from './shapes';

interface Pod {
  x: number;
  y: number;
  angle: number;
  length: number;
  /** Half the width at the widest point. */
  width: number;
  colour: string;
  /** Half width along the length, 0..1. */
  profile: (t: number) => number;
  bend?: number;
}

/** A long vegetable lying on its side: lit from above, a glint along its back. */
function pod(sk: Sketch, p: Pod, extra = ''): string {
  const mid = (t: number) => (p.bend ?? 0) * p.length * (t - 0.5) ** 2;
  const half = (t: number) => p.width * p.profile(t);
  const rad = (p.angle * Math.PI) / 180;
  sk.shadow(
    p.x + Math.cos(rad) * p.length * 0.5 + 5,
    p.y + Math.sin(rad) * p.length * 0.5 + 8,
    p.length * 0.5,
    p.width * 1.1,
    0.4,
  );
  const shine = glint(
    sk,
    p.length * 0.5,
    mid(0.5) - p.width * 0.45,
    p.length * 0.32,
    p.width * 0.16,
    0.5,
  );
  return place(
    p.x,
    p.y,
    p.angle,
    `<path d="${outline(p.length, half, mid)}" fill="${across(sk, p.colour)}"/>${extra}${shine}`,
  );
}

const capsule = (t: number) => Math.sin(Math.PI * t) ** 0.35;

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
