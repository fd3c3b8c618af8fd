import { darken, HEIGHT, lighten, mix, n, type Sketch, WIDTH } from './kit';

/** A scrubbed wooden table seen from above; `tone` is the timber. */
export function woodTable(sk: Sketch, tone: string): string {
  const parts: string[] = [];
  let y = -sk.between(10, 40);
  while (y < HEIGHT) {
    const h = sk.between(82, 110);
    const shade = sk.jitter(0, 0.08);
    const base = shade > 0 ? lighten(tone, shade) : darken(tone, -shade);
    const fill = sk.linear([
      [0, lighten(base, 0.06)],
      [1, darken(base, 0.08)],
    ]);
    parts.push(`<rect x="0" y="${n(y)}" width="${WIDTH}" height="${n(h)}" fill="${fill}"/>`);
    parts.push(
      `<rect x="0" y="${n(y + h - 2)}" width="${WIDTH}" height="2.5" fill="${darken(tone, 0.6)}" opacity="0.7"/>`,
    );
    parts.push(
      `<rect x="0" y="${n(y + h + 0.5)}" width="${WIDTH}" height="1.2" fill="${lighten(tone, 0.3)}" opacity="0.5"/>`,
    );
    y += h;
  }
  parts.push(sk.texture('wood', 0.5));
  return parts.join('');
}

/** A linen tea towel with a woven texture and coloured stripes, over a table. */
export function teaTowel(sk: Sketch, cloth: string, stripe: string): string {
  const folds = sk.linear(
    [
      [0, '#ffffff', 0.18],
      [0.4, '#000000', 0],
      [0.62, '#000000', 0.1],
      [1, '#ffffff', 0.08],
    ],
    0,
    0,
    1,
    0.3,
  );
  const band = sk.between(40, 70);
  return [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${cloth}"/>`,
    sk.texture('weave', 0.12),
    `<rect y="${n(band)}" width="${WIDTH}" height="9" fill="${stripe}" opacity="0.85"/>`,
    `<rect y="${n(band + 15)}" width="${WIDTH}" height="3.5" fill="${stripe}" opacity="0.85"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${folds}"/>`,
    sk.texture('speckle', 0.1),
  ].join('');
}

/**
 * A potting bench in a garden, shot from the side with the garden behind out of focus:
 * the back is soft blobs of leaf colour, the bench top runs across the lower third.
 */
export function pottingBench(sk: Sketch, top = 262): string {
  const sky = sk.linear([
    [0, '#cfe3c0'],
    [0.55, '#7fa463'],
    [1, '#3f5f2c'],
  ]);
  const blobs: string[] = [];
  const greens = ['#3e6b2a', '#5d8c3a', '#8fb05a', '#d9e6b0', '#2f5222', '#a7c47a', '#f1e6b8'];
  for (let i = 0; i < 16; i++) {
    const colour = sk.pick(greens);
    const soft = sk.radial(
      [
        [0, colour, n(sk.between(0.4, 0.85))],
        [0.7, colour, 0.3],
        [1, colour, 0],
      ],
      { fx: 0.5, fy: 0.5 },
    );
    blobs.push(
      `<circle cx="${n(sk.between(-20, WIDTH + 20))}" cy="${n(sk.between(-20, top))}" r="${n(sk.between(22, 70))}" fill="${soft}"/>`,
    );
  }
  const boards = sk.linear([
    [0, '#b98a5a'],
    [0.12, '#9a6d43'],
    [1, '#6b4526'],
  ]);
  const lines: string[] = [];
  for (let y = top + 26; y < HEIGHT; y += 30 + (y - top) * 0.35) {
    lines.push(
      `<rect x="0" y="${n(y)}" width="${WIDTH}" height="2" fill="#3a2412" opacity="0.6"/>`,
    );
  }
  return [
    `<rect width="${WIDTH}" height="${top}" fill="${sky}"/>`,
    blobs.join(''),
    `<rect y="${top}" width="${WIDTH}" height="${HEIGHT - top}" fill="${boards}"/>`,
    lines.join(''),
    sk.texture('wood', 0.45, top, HEIGHT - top),
    `<rect y="${top - 1}" width="${WIDTH}" height="3" fill="#d8b486" opacity="0.7"/>`,
  ].join('');
}

/** What a camera adds: light falling from the top left, darker corners, a little grain. */
export function camera(sk: Sketch, warmth = '#fff3d6'): string {
  const light = sk.radial(
    [
      [0, warmth, 0.22],
      [0.6, warmth, 0],
    ],
    { cx: 0.2, cy: 0.1, r: 0.9, fx: 0.2, fy: 0.1 },
  );
  const corners = sk.radial(
    [
      [0.55, '#000000', 0],
      [1, mix('#000000', '#2a1a0a', 0.5), 0.42],
    ],
    { r: 0.75, fx: 0.5, fy: 0.5 },
  );
  return [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${light}"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${corners}"/>`,
    sk.texture('speckle', 0.06),
  ].join('');
}
