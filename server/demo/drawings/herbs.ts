import { darken, lighten, n, type Sketch } from './kit';
import { type LeafOptions, leaf, twine } from './shapes';

interface Bunch {
  /** Where the stems are tied, and the way the bunch points from there. */
  x: number;
  y: number;
  angle: number;
  stems: number;
  length: number;
  colour: string;
  leaf: Pick<LeafOptions, 'shape' | 'serrated' | 'veins' | 'bend'> & {
    length: number;
    width: number;
  };
}

/** A tied bunch of soft herbs: stems fanning from the twine, leaves in pairs up each one. */
function bunch(sk: Sketch, b: Bunch): string {
  const stems: string[] = [];
  const leaves: string[] = [];
  for (let s = 0; s < b.stems; s++) {
    const angle = b.angle + ((s / (b.stems - 1)) * 2 - 1) * 30 + sk.jitter(0, 5);
    const rad = (angle * Math.PI) / 180;
    const length = b.length * sk.between(0.8, 1.05);
    const at = (t: number): [number, number] => [
      b.x + Math.cos(rad) * length * t,
      b.y + Math.sin(rad) * length * t,
    ];
    const [ex, ey] = at(1);
    const [bx, by] = at(-0.22);
    stems.push(
      `<path d="M${n(bx)} ${n(by)}L${n(ex)} ${n(ey)}" stroke="${darken(b.colour, 0.1)}" stroke-width="3" stroke-linecap="round"/>`,
    );
    sk.shadow((b.x + ex) / 2 + 6, (b.y + ey) / 2 + 8, length * 0.45, b.leaf.width * 1.2, 0.25);
    const nodes = 4;
    for (let k = 0; k < nodes; k++) {
      const t = 0.35 + (k / nodes) * 0.62;
      const size = (0.75 + 0.35 * Math.sin(Math.PI * (k / nodes + 0.15))) * sk.between(0.85, 1.1);
      const [lx, ly] = at(t);
      for (const side of [-1, 1]) {
        leaves.push(
          leaf(sk, {
            ...b.leaf,
            x: lx,
            y: ly,
            angle: angle + side * sk.between(35, 60),
            length: b.leaf.length * size,
            width: b.leaf.width * size,
            colour: sk.pick([b.colour, lighten(b.colour, 0.06), darken(b.colour, 0.06)]),
            bend: side * (b.leaf.bend ?? 0.08),
            stalk: 4,
          }),
        );
      }
    }
    leaves.push(
      leaf(sk, {
        ...b.leaf,
        x: ex,
        y: ey,
        angle: angle + sk.jitter(0, 15),
        length: b.leaf.length * 0.6,
        width: b.leaf.width * 0.6,
        colour: lighten(b.colour, 0.12),
      }),
    );
  }
  return stems.join('') + leaves.join('') + twine(b.x, b.y, 26, b.angle + 90);
}

/** Genovese basil: big glossy cupped leaves. */
export function basil(sk: Sketch, colour: string): string {
  const leafShape = { length: 62, width: 24, shape: 'ovate', veins: 5, bend: 0.05 } as const;
  return (
    bunch(sk, { x: 95, y: 285, angle: -38, stems: 6, length: 260, colour, leaf: leafShape }) +
    bunch(sk, {
      x: 390,
      y: 300,
      angle: -130,
      stems: 4,
      length: 190,
      colour: darken(colour, 0.05),
      leaf: leafShape,
    })
  );
}

/** Spearmint: pointed, toothed, deeply veined leaves. */
export function mint(sk: Sketch, colour: string): string {
  const leafShape = {
    length: 46,
    width: 15,
    shape: 'lance',
    serrated: 0.12,
    veins: 6,
    bend: 0.04,
  } as const;
  return (
    bunch(sk, { x: 70, y: 300, angle: -30, stems: 8, length: 300, colour, leaf: leafShape }) +
    bunch(sk, {
      x: 420,
      y: 80,
      angle: 155,
      stems: 6,
      length: 220,
      colour: lighten(colour, 0.05),
      leaf: leafShape,
    })
  );
}

/** A growing tray of pea shoots and sunflower microgreens, seen from above. */
export function microgreens(sk: Sketch, colour: string): string {
  const tray = { x: 60, y: 40, w: 360, h: 280 };
  sk.shadow(tray.x + tray.w / 2 + 10, tray.y + tray.h / 2 + 14, tray.w * 0.55, tray.h * 0.55, 0.55);
  const rim = sk.linear([
    [0, '#3a3a3a'],
    [1, '#141414'],
  ]);
  const parts = [
    `<rect x="${tray.x}" y="${tray.y}" width="${tray.w}" height="${tray.h}" rx="10" fill="${rim}"/>`,
    `<rect x="${tray.x + 10}" y="${tray.y + 10}" width="${tray.w - 20}" height="${tray.h - 20}" rx="6" fill="#2e2116"/>`,
  ];
  const shoots: string[] = [];
  for (let i = 0; i < 230; i++) {
    const x = sk.between(tray.x + 16, tray.x + tray.w - 16);
    const y = sk.between(tray.y + 16, tray.y + tray.h - 16);
    const angle = sk.between(0, 360);
    const sunflower = i % 3 === 0;
    const size = sunflower ? sk.between(11, 14) : sk.between(8, 11);
    const tone = sunflower
      ? lighten(colour, 0.05)
      : sk.pick([colour, lighten(colour, 0.15), darken(colour, 0.1)]);
    for (const side of [0, 180]) {
      shoots.push(
        leaf(sk, {
          x,
          y,
          angle: angle + side,
          length: size * 1.6,
          width: size * (sunflower ? 0.45 : 0.6),
          colour: tone,
          shape: sunflower ? 'lance' : 'round',
          veins: 0,
        }),
      );
    }
    if (!sunflower && i % 4 === 1) {
      shoots.push(
        `<path d="M${n(x)} ${n(y)}q${n(sk.jitter(0, 10))} -12 ${n(sk.jitter(0, 14))} -16q6 -2 4 4" stroke="${lighten(colour, 0.3)}" stroke-width="1" fill="none"/>`,
      );
    }
  }
  return parts.join('') + shoots.join('');
}
