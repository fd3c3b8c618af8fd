import { darken, lighten, n, type Sketch } from './kit';
import type { SeedKind } from './seed-kinds';
import { glint, place, sphere } from './shapes';

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
