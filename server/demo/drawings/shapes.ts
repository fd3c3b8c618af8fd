import { darken, lighten, n, type Sketch } from './kit';

/** A glint of light on a glossy skin. */
export function glint(
  sk: Sketch,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.8,
  angle = 0,
) {
  const fill = sk.radial(
    [
      [0, '#ffffff', opacity],
      [1, '#ffffff', 0],
    ],
    { fx: 0.5, fy: 0.5 },
  );
  const turn = angle ? ` transform="rotate(${angle} ${n(cx)} ${n(cy)})"` : '';
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${turn}/>`;
}

/** A round fruit, berry or seed, lit from the top left. */
export function sphere(
  sk: Sketch,
  cx: number,
  cy: number,
  r: number,
  colour: string,
  { gloss = 0.75, squash = 1, matte = false } = {},
): string {
  const fill = sk.radial(
    [
      [0, lighten(colour, matte ? 0.25 : 0.4)],
      [0.5, colour],
      [0.85, darken(colour, 0.25)],
      [1, darken(colour, 0.45)],
    ],
    { r: 0.55 },
  );
  const body = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * squash)}" fill="${fill}"/>`;
  return gloss > 0
    ? body + glint(sk, cx - r * 0.35, cy - r * 0.4 * squash, r * 0.3, r * 0.2 * squash, gloss)
    : body;
}

export interface LeafOptions {
  x: number;
  y: number;
  /** Where the tip points, in degrees (0 = right, 90 = down). */
  angle: number;
  length: number;
  /** Half the width at the widest point. */
  width: number;
  colour: string;
  shape?: 'ovate' | 'lance' | 'heart' | 'round';
  /** Depth of the teeth along the edge, as a share of the width. */
  serrated?: number;
  /** How far the tip curls sideways, as a share of the length. */
  bend?: number;
  veins?: number;
  stalk?: number;
  /** A margin of another colour, as on variegated hostas. */
  edge?: string;
  rib?: string;
}

const PROFILES = {
  ovate: (t: number) => Math.sin(Math.PI * t ** 0.75),
  lance: (t: number) => Math.sin(Math.PI * t) ** 1.3 * (1 - 0.25 * t),
  heart: (t: number) => Math.sin(Math.PI * t ** 0.55) * (1 - 0.15 * t),
  round: (t: number) => Math.sin(Math.PI * t) ** 0.6,
};

/**
 * The outline of a long shape in its own frame: from (0, 0) to (length, 0) along a midline
 * that curls by `mid(t)`, `half(t)` either side of it.
 */
export function outline(
  length: number,
  half: (t: number) => number,
  mid: (t: number) => number = () => 0,
  steps = 26,
): string {
  const top: string[] = [];
  const bottom: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    top.push(`${n(t * length)} ${n(mid(t) - half(t))}`);
    bottom.push(`${n(t * length)} ${n(mid(t) + half(t))}`);
  }
  return `M${top.join('L')}L${bottom.reverse().join('L')}Z`;
}

/** A fill lit across a long shape: light along its upper edge, dark along its lower. */
export function across(sk: Sketch, colour: string, fold = false) {
  return sk.linear(
    fold
      ? [
          [0, lighten(colour, 0.18)],
          [0.46, lighten(colour, 0.05)],
          [0.54, darken(colour, 0.12)],
          [1, darken(colour, 0.3)],
        ]
      : [
          [0, darken(colour, 0.05)],
          [0.25, lighten(colour, 0.25)],
          [0.6, colour],
          [1, darken(colour, 0.4)],
        ],
  );
}

/** Places a drawing made in its own frame at (x, y), turned to `angle` degrees. */
export const place = (x: number, y: number, angle: number, body: string) =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${body}</g>`;

/** A leaf with a fold along its midrib and side veins, from its base point. */
export function leaf(sk: Sketch, o: LeafOptions): string {
  const { length: L, width: W, colour, serrated = 0, bend = 0, veins = 4, stalk = 0 } = o;
  const profile = PROFILES[o.shape ?? 'ovate'];
  const mid = (t: number) => bend * L * t * t;
  const half = (t: number) => {
    const teeth = serrated && t > 0.08 && t < 0.95 ? 1 - serrated * ((t * 13) % 1) : 1;
    return W * profile(t) * teeth;
  };
  const rib = o.rib ?? lighten(colour, 0.35);
  const lines =
    veins === 0 && L < 30
      ? []
      : [`M0 0Q${n(L * 0.5)} ${n(mid(0.5))} ${n(L * 0.93)} ${n(mid(0.93))}`];
  for (let i = 1; i <= veins; i++) {
    const t = (i / (veins + 1)) * 0.85;
    const end = Math.min(t + 0.16, 0.97);
    for (const side of [-1, 1]) {
      lines.push(
        `M${n(t * L)} ${n(mid(t))}Q${n((t + 0.08) * L)} ${n(mid(t + 0.08) + side * half(t + 0.08) * 0.45)} ${n(end * L)} ${n(mid(end) + side * half(end) * 0.78)}`,
      );
    }
  }
  const stem = stalk
    ? `<path d="M${n(-stalk)} 0L0 0" stroke="${darken(colour, 0.1)}" stroke-width="${n(Math.max(1.2, W * 0.12))}" stroke-linecap="round"/>`
    : '';
  const edge = o.edge
    ? ` stroke="${o.edge}" stroke-width="${n(Math.max(1.2, W * 0.09))}" stroke-linejoin="round"`
    : '';
  return place(
    o.x,
    o.y,
    o.angle,
    `${stem}<path d="${outline(L, half, mid, Math.round(Math.min(26, Math.max(8, L / 3))))}" fill="${across(sk, colour, true)}"${edge}/>${lines.length ? `<path d="${lines.join('')}" stroke="${rib}" stroke-width="${n(Math.max(0.6, L / 110))}" fill="none" opacity="0.55"/>` : ''}`,
  );
}

/** A terracotta pot seen a little from above, with soil at the top; `y` is the rim. */
export function pot(
  sk: Sketch,
  cx: number,
  y: number,
  width: number,
  height: number,
  colour = '#c0683e',
) {
  const w = width / 2;
  const rim = height * 0.2;
  const foot = w * 0.74;
  const across = sk.linear(
    [
      [0, darken(colour, 0.35)],
      [0.3, lighten(colour, 0.15)],
      [0.55, colour],
      [1, darken(colour, 0.45)],
    ],
    0,
    0,
    1,
    0,
  );
  const ry = w * 0.16;
  const soil = sk.radial(
    [
      [0, '#5a3d26'],
      [1, '#2b1a0e'],
    ],
    { fx: 0.5, fy: 0.7 },
  );
  return [
    sk.shadow(cx + 8, y + height, w * 0.95, ry * 1.4, 0.45),
    `<path d="M${n(cx - w * 0.93)} ${n(y + rim)}L${n(cx - foot)} ${n(y + height)}Q${n(cx)} ${n(y + height + ry)} ${n(cx + foot)} ${n(y + height)}L${n(cx + w * 0.93)} ${n(y + rim)}Z" fill="${across}"/>`,
    `<path d="M${n(cx - w)} ${n(y)}L${n(cx - w)} ${n(y + rim)}Q${n(cx)} ${n(y + rim + ry)} ${n(cx + w)} ${n(y + rim)}L${n(cx + w)} ${n(y)}Z" fill="${across}"/>`,
    `<path d="M${n(cx - w)} ${n(y + rim)}Q${n(cx)} ${n(y + rim + ry)} ${n(cx + w)} ${n(y + rim)}" stroke="${darken(colour, 0.4)}" stroke-width="2" fill="none" opacity="0.6"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(w)}" ry="${n(ry)}" fill="${lighten(colour, 0.1)}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(y + 1)}" rx="${n(w * 0.9)}" ry="${n(ry * 0.8)}" fill="${soil}"/>`,
  ].join('');
}

/** Garden twine tying a bunch, wound around (x, y) across a stem of `width`. */
export function twine(x: number, y: number, width: number, angle: number): string {
  const turns = [-4, 0, 4]
    .map(
      (dy) =>
        `<path d="M${n(-width / 2)} ${dy}Q0 ${dy + 3} ${n(width / 2)} ${dy}" stroke="#c9a46a" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${turns}<path d="M4 4q10 14 4 30M0 4q-12 12 -6 28" stroke="#c9a46a" stroke-width="2.5" fill="none"/></g>`;
}
