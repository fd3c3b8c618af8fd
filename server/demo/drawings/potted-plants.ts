import { darken, lighten, n, type Sketch } from './kit';
import { glint, leaf, pot, sphere } from './shapes';

const STEM = '#5c7a2e';

/** A stem from (x, y) curving up to (tx, ty). */
const stem = (x: number, y: number, tx: number, ty: number, colour = STEM, width = 3) =>
  `<path d="M${n(x)} ${n(y)}Q${n(x)} ${n((y + ty) / 2)} ${n(tx)} ${n(ty)}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;

/** A compound leaf: leaflets in pairs along a stalk, one at the tip (tomato, raspberry). */
function compound(
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
