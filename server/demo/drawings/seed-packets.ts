import { calyx } from './fruits';
import { darken, lighten, n, type Sketch } from './kit';
import { glint, leaf, place, sphere } from './shapes';

/** How one kind of seed looks, and what the packet's label shows. */
export interface SeedKind {
  name: string;
  variety: string;
  /** Length and width of one seed. */
  size: [number, number];
  colour: string;
  shape: 'drop' | 'oval' | 'kidney' | 'round' | 'sliver';
  /** Sunflower stripes, runner bean mottling, milkweed floss. */
  marking?: 'stripes' | 'mottle' | 'floss' | 'rim';
  /** The picture printed on the label, drawn around (0, 0) within about 30 units. */
  picture: (sk: Sketch) => string;
  paper: string;
}

/** Seeds are drawn larger than life so they still read at card size. */
const SCALE = 1.6;

function seedShape(kind: SeedKind): string {
  const [l, w] = kind.size.map((v) => (v * SCALE) / 2) as [number, number];
  switch (kind.shape) {
    case 'drop':
      return `M${-l} 0C${-l} ${-w} ${l * 0.3} ${-w} ${l} 0C${l * 0.3} ${w} ${-l} ${w} ${-l} 0Z`;
    case 'kidney':
      return `M${-l} 0C${-l} ${-w * 1.1} ${l} ${-w * 1.1} ${l} 0C${l} ${w} ${l * 0.3} ${w} 0 ${w * 0.55}C${-l * 0.3} ${w} ${-l} ${w} ${-l} 0Z`;
    default:
      return `M${-l} 0A${l} ${w} 0 1 0 ${l} 0A${l} ${w} 0 1 0 ${-l} 0Z`;
  }
}

/** One seed lying at (x, y). */
function seed(sk: Sketch, kind: SeedKind, x: number, y: number): string {
  const [l, w] = kind.size.map((v) => v * SCALE) as [number, number];
  const angle = sk.between(0, 360);
  if (kind.shape === 'round')
    return sphere(sk, x, y, l / 2, kind.colour, { gloss: 0.3, matte: true });
  const body = sk.radial(
    [
      [0, lighten(kind.colour, 0.3)],
      [0.7, kind.colour],
      [1, darken(kind.colour, 0.35)],
    ],
    { r: 0.6 },
  );
  let marks = '';
  if (kind.marking === 'stripes') {
    marks = [-0.3, 0, 0.3]
      .map(
        (k) =>
          `<path d="M${n(-l * 0.45)} ${n(k * w)}L${n(l * 0.45)} ${n(k * w * 0.6)}" stroke="#f1efe6" stroke-width="${n(w * 0.12)}" opacity="0.85"/>`,
      )
      .join('');
  } else if (kind.marking === 'mottle') {
    for (let i = 0; i < 4; i++) {
      marks += `<ellipse cx="${n(sk.jitter(0, l * 0.3))}" cy="${n(sk.jitter(0, w * 0.25))}" rx="${n(l * 0.15)}" ry="${n(w * 0.12)}" fill="#d98aa8" opacity="0.7"/>`;
    }
  } else if (kind.marking === 'rim') {
    marks = `<path d="${seedShape(kind)}" fill="none" stroke="${lighten(kind.colour, 0.5)}" stroke-width="1.2" transform="scale(0.85)"/>`;
  } else if (kind.marking === 'floss') {
    const hairs: string[] = [];
    for (let i = 0; i < 9; i++) {
      const a = sk.between(-0.6, 0.6);
      hairs.push(`M${n(l / 2)} 0q${n(l)} ${n(a * l)} ${n(l * 2.4)} ${n(a * l * 2)}`);
    }
    marks = `<path d="${hairs.join('')}" stroke="#fbfaf5" stroke-width="0.7" fill="none" opacity="0.8"/>`;
  }
  return place(
    x,
    y,
    angle,
    `<path d="${seedShape(kind)}" fill="${body}" stroke="${darken(kind.colour, 0.4)}" stroke-width="0.5"/>${marks}${glint(sk, -l * 0.15, -w * 0.22, l * 0.25, w * 0.14, 0.45)}`,
  );
}

/** A paper seed packet with a printed label, seeds spilling out beside it onto the table. */
export function seedPacket(sk: Sketch, kind: SeedKind): string {
  const px = sk.jitter(150, 15);
  const py = 175;
  const angle = sk.jitter(-8, 5);
  const w = 190;
  const h = 250;
  sk.shadow(px + 10, py + 14, w * 0.55, h * 0.52, 0.5);
  const paper = sk.linear(
    [
      [0, lighten(kind.paper, 0.15)],
      [1, darken(kind.paper, 0.08)],
    ],
    0,
    0,
    1,
    1,
  );
  const picture = `<g transform="translate(0 -14) scale(1.7)">${kind.picture(sk)}</g>`;
  const label = [
    `<rect x="${-w / 2 + 14}" y="${-h / 2 + 34}" width="${w - 28}" height="${h - 58}" rx="4" fill="#fbf6e9" stroke="${darken(kind.paper, 0.35)}" stroke-width="1.5"/>`,
    `<rect x="${-w / 2 + 20}" y="${-h / 2 + 40}" width="${w - 40}" height="${h - 70}" rx="3" fill="none" stroke="${darken(kind.paper, 0.35)}" stroke-width="0.8"/>`,
    `<text x="0" y="${-h / 2 + 70}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="${kind.name.length > 11 ? 17 : 22}" font-weight="bold" fill="#3b2a1a">${kind.name.replace('&', '&amp;')}</text>`,
    `<text x="0" y="${-h / 2 + 88}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="11" font-style="italic" fill="#5b4630">${kind.variety}</text>`,
    `<g transform="translate(0 ${h / 2 - 100})">${picture}</g>`,
    `<text x="0" y="${h / 2 - 32}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="8" letter-spacing="1" fill="#5b4630">SAVED SEED · 2024</text>`,
  ].join('');
  const flap = `<path d="M${-w / 2} ${-h / 2}L${w / 2} ${-h / 2}L${w / 2} ${-h / 2 + 18}L${-w / 2} ${-h / 2 + 18}Z" fill="${darken(kind.paper, 0.1)}"/><path d="M${-w / 2} ${-h / 2 + 18}L${w / 2} ${-h / 2 + 18}" stroke="${darken(kind.paper, 0.3)}" stroke-width="1"/>`;
  const packet = place(
    px,
    py,
    angle,
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="2" fill="${paper}"/>${flap}${label}`,
  );
  const seeds: string[] = [];
  const count = kind.size[0] > 12 ? 22 : kind.size[0] > 7 ? 40 : 75;
  for (let i = 0; i < count; i++) {
    // Heaped: most near the middle of the pile, a few strays.
    const spread = i < count * 0.75 ? 50 : 90;
    const x = 355 + sk.jitter(0, spread) * 0.9;
    const y = 200 + sk.jitter(0, spread) * 1.1;
    sk.shadow(x + 2, y + 3, kind.size[0] * SCALE * 0.5, kind.size[1] * SCALE * 0.5, 0.3);
    seeds.push(seed(sk, kind, x, y));
  }
  return packet + seeds.join('');
}

/** Label pictures, small and printed in flat inks like a real packet. */
export const pictures = {
  tomato: (sk: Sketch) =>
    sphere(sk, -10, 4, 16, '#b8322a', { gloss: 0.5 }) +
    sphere(sk, 14, 8, 13, '#6e2a3a', { gloss: 0.5 }) +
    calyx(sk, -10, -6, 7) +
    calyx(sk, 14, 0, 6),
  sunflower: (sk: Sketch) => {
    const petals: string[] = [];
    for (let i = 0; i < 16; i++) {
      petals.push(
        leaf(sk, {
          x: 0,
          y: 0,
          angle: i * 22.5,
          length: 28,
          width: 6,
          colour: '#f2b705',
          veins: 0,
        }),
      );
    }
    return `${petals.join('')}<circle r="13" fill="#5a3414"/><circle r="9" fill="#3d230c"/>`;
  },
  runnerBean: (sk: Sketch) => {
    const flowers = [
      [-14, -14],
      [-4, -20],
      [8, -14],
      [-10, -4],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="6" fill="#d7321f"/><circle cx="${x! - 1.5}" cy="${y! - 1.5}" r="2.5" fill="#f06a4f"/>`,
      )
      .join('');
    return (
      leaf(sk, {
        x: -4,
        y: 20,
        angle: -80,
        length: 44,
        width: 5,
        colour: '#4f8a2e',
        bend: 0.2,
        veins: 0,
      }) +
      leaf(sk, { x: 10, y: 18, angle: -20, length: 26, width: 13, colour: '#3f7a2a', veins: 3 }) +
      flowers
    );
  },
  lettuce: (sk: Sketch) => {
    const leaves: string[] = [];
    for (let i = 0; i < 9; i++) {
      leaves.push(
        leaf(sk, {
          x: 0,
          y: 14,
          angle: -165 + i * 19,
          length: 30,
          width: 14,
          shape: 'round',
          serrated: 0.1,
          colour: i % 3 === 0 ? '#8a3b3b' : '#7cb342',
          veins: 2,
        }),
      );
    }
    return leaves.join('');
  },
  pepper: (sk: Sketch) =>
    [
      [-14, -16, 70, '#d7261e'],
      [0, -18, 95, '#f07c12'],
      [14, -16, 115, '#c01b1b'],
    ]
      .map(([x, y, a, c]) =>
        leaf(sk, {
          x: x as number,
          y: y as number,
          angle: a as number,
          length: 38,
          width: 6,
          shape: 'lance',
          colour: c as string,
          veins: 0,
          bend: 0.1,
          stalk: 6,
        }),
      )
      .join(''),
  milkweed: (sk: Sketch) => {
    const florets: string[] = [];
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const d = 6 + (i % 3) * 5;
      florets.push(
        `<circle cx="${n(Math.cos(a) * d)}" cy="${n(Math.sin(a) * d * 0.7 - 6)}" r="4" fill="${i % 2 ? '#d86ca0' : '#b24d84'}"/>`,
      );
    }
    return (
      leaf(sk, { x: -2, y: 8, angle: 150, length: 30, width: 9, colour: '#5d8a46', veins: 3 }) +
      leaf(sk, { x: 2, y: 8, angle: 30, length: 30, width: 9, colour: '#5d8a46', veins: 3 }) +
      florets.join('')
    );
  },
  squash: (sk: Sketch) =>
    `<path d="M-26 2C-26 -8 -12 -10 -2 -8C8 -6 12 -16 22 -12C30 -8 30 12 20 16C10 20 2 10 -8 12C-18 14 -26 12 -26 2Z" fill="${sk.linear(
      [
        [0, '#f0c98a'],
        [1, '#c08a4a'],
      ],
    )}"/><path d="M-26 0L-32 -2" stroke="#6b4a22" stroke-width="3"/>`,
  herbs: (sk: Sketch) => {
    const umbel: string[] = [];
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + (i - 4) * 0.25;
      umbel.push(`M8 6L${n(8 + Math.cos(a) * 22)} ${n(6 + Math.sin(a) * 22)}`);
      umbel.push(
        `M${n(8 + Math.cos(a) * 22)} ${n(6 + Math.sin(a) * 22)}m-2 0a2 2 0 1 0 4 0a2 2 0 1 0 -4 0`,
      );
    }
    return (
      `<path d="${umbel.join('')}" stroke="#c9b21a" stroke-width="1.4" fill="#e3cf2a"/>` +
      leaf(sk, {
        x: -10,
        y: 22,
        angle: -110,
        length: 26,
        width: 10,
        colour: '#4f8a2e',
        shape: 'round',
        serrated: 0.25,
        veins: 2,
      }) +
      leaf(sk, {
        x: -10,
        y: 22,
        angle: -160,
        length: 22,
        width: 9,
        colour: '#558b2f',
        shape: 'round',
        serrated: 0.25,
        veins: 2,
      })
    );
  },
};

/** The demo's seeds: what each looks like spilled on the table, and its packet. */
export const SEEDS = {
  tomato: {
    name: 'Tomato',
    variety: 'Cherokee Purple · Brandywine',
    size: [7, 5],
    colour: '#d9c48f',
    shape: 'drop',
    picture: pictures.tomato,
    paper: '#d8b98a',
  },
  sunflower: {
    name: 'Sunflower',
    variety: 'Mammoth Grey Stripe',
    size: [16, 8],
    colour: '#2b2622',
    shape: 'drop',
    marking: 'stripes',
    picture: pictures.sunflower,
    paper: '#f1d98a',
  },
  runnerBean: {
    name: 'Runner Bean',
    variety: 'Scarlet Emperor',
    size: [22, 13],
    colour: '#5a2a4a',
    shape: 'kidney',
    marking: 'mottle',
    picture: pictures.runnerBean,
    paper: '#e8c4b0',
  },
  lettuce: {
    name: 'Lettuce',
    variety: 'Cut-and-come-again mix',
    size: [6, 2],
    colour: '#b9b2a0',
    shape: 'sliver',
    picture: pictures.lettuce,
    paper: '#cfe0b8',
  },
  pepper: {
    name: 'Hot Peppers',
    variety: 'Habanero · Cayenne · Thai',
    size: [6, 5],
    colour: '#e8d28a',
    shape: 'round',
    picture: pictures.pepper,
    paper: '#f0c0a0',
  },
  milkweed: {
    name: 'Milkweed',
    variety: 'Showy (Asclepias speciosa)',
    size: [10, 7],
    colour: '#7a4a24',
    shape: 'oval',
    marking: 'floss',
    picture: pictures.milkweed,
    paper: '#dcd0ea',
  },
  squash: {
    name: 'Butternut',
    variety: 'Waltham, open-pollinated',
    size: [15, 8],
    colour: '#eadcb0',
    shape: 'oval',
    marking: 'rim',
    picture: pictures.squash,
    paper: '#e9cf9a',
  },
  herbs: {
    name: 'Cilantro & Dill',
    variety: 'Slow-bolt · Bouquet',
    size: [6, 6],
    colour: '#b89a5e',
    shape: 'round',
    picture: pictures.herbs,
    paper: '#d6e4c4',
  },
} satisfies Record<string, SeedKind>;
