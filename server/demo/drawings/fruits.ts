import { darken, lighten, n, type Sketch } from './kit';
import { glint, leaf, sphere } from './shapes';

/** The green star of sepals on top of a tomato or strawberry. */
export function calyx(sk: Sketch, cx: number, cy: number, r: number, colour = '#3f7a2a') {
  const turn = sk.between(0, 72);
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = ((turn + i * 36) * Math.PI) / 180;
    const d = i % 2 === 0 ? r : r * 0.22;
    const bend = i % 2 === 0 ? sk.jitter(0, r * 0.15) : 0;
    points.push(`${n(cx + Math.cos(a) * d + bend)} ${n(cy + Math.sin(a) * d + bend)}`);
  }
  return `<path d="M${points.join('L')}Z" fill="${colour}" stroke="${darken(colour, 0.3)}" stroke-width="0.6"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.18)}" fill="${lighten(colour, 0.2)}"/>`;
}

/** A lumpy round outline: radius wobbling with `lobes` ribs. */
function lobed(cx: number, cy: number, r: number, lobes: number, depth: number, phase: number) {
  const points: string[] = [];
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    const d = r * (1 + depth * Math.sin(lobes * a + phase) + depth * 0.4 * Math.sin(11 * a));
    points.push(`${n(cx + Math.cos(a) * d)} ${n(cy + Math.sin(a) * d)}`);
  }
  return `M${points.join('L')}Z`;
}

/** Cherry tomatoes heaped in a green pulp pint box, a few rolled out onto the table. */
export function cherryTomatoes(sk: Sketch, colour: string): string {
  const box = { x: 110, y: 55, size: 240 };
  const pulp = sk.linear([
    [0, '#8fae6a'],
    [1, '#5f7f45'],
  ]);
  const parts = [
    sk.shadow(
      box.x + box.size / 2 + 10,
      box.y + box.size / 2 + 14,
      box.size * 0.55,
      box.size * 0.55,
      0.5,
    ),
    `<rect x="${box.x}" y="${box.y}" width="${box.size}" height="${box.size}" rx="18" fill="${pulp}"/>`,
    `<rect x="${box.x + 12}" y="${box.y + 12}" width="${box.size - 24}" height="${box.size - 24}" rx="12" fill="#4b6636"/>`,
  ];
  const fruit: [number, number, number][] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 6; col++) {
      fruit.push([
        sk.jitter(box.x + 34 + col * 35 + (row % 2) * 8, 5),
        sk.jitter(box.y + 32 + row * 35, 5),
        sk.between(17, 21),
      ]);
    }
  }
  for (const [x, y] of [
    [60, 300],
    [400, 318],
    [420, 120],
    [70, 110],
  ] as const) {
    fruit.push([sk.jitter(x, 14), sk.jitter(y, 10), sk.between(18, 21)]);
  }
  fruit.sort((a, b) => a[1] - b[1]);
  for (const [x, y, r] of fruit) {
    const inside = x > box.x && x < box.x + box.size && y > box.y && y < box.y + box.size;
    if (!inside) parts.push(sk.shadow(x + 4, y + 6, r, r * 0.8, 0.45));
    parts.push(sphere(sk, x, y, r, sk.pick([colour, lighten(colour, 0.08), darken(colour, 0.06)])));
    if (sk.between(0, 1) < 0.45)
      parts.push(calyx(sk, sk.jitter(x, r * 0.3), sk.jitter(y, r * 0.3), r * 0.55));
  }
  return parts.join('');
}

/** Big ribbed heirloom tomatoes, one cut to show the seeds. */
export function heirloomTomatoes(sk: Sketch, colour: string): string {
  const parts: string[] = [];
  const whole: [number, number, number][] = [
    [150, 120, 82],
    [330, 110, 74],
    [255, 255, 80],
  ];
  for (const [x, y, r] of whole) {
    const cx = sk.jitter(x, 8);
    const cy = sk.jitter(y, 6);
    const fill = sk.radial(
      [
        [0, lighten(colour, 0.35)],
        [0.55, colour],
        [1, darken(colour, 0.4)],
      ],
      { r: 0.55 },
    );
    const ribs: string[] = [];
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * Math.PI * 2 + 0.3;
      ribs.push(
        `M${n(cx)} ${n(cy)}Q${n(cx + Math.cos(a + 0.2) * r * 0.5)} ${n(cy + Math.sin(a + 0.2) * r * 0.5)} ${n(cx + Math.cos(a) * r * 0.92)} ${n(cy + Math.sin(a) * r * 0.92)}`,
      );
    }
    parts.push(
      sk.shadow(cx + 8, cy + 12, r, r * 0.85, 0.5),
      `<path d="${lobed(cx, cy, r, 7, 0.05, sk.between(0, 6))}" fill="${fill}"/>`,
      `<path d="${ribs.join('')}" stroke="${darken(colour, 0.35)}" stroke-width="9" fill="none" opacity="0.12"/>`,
      `<path d="${ribs.join('')}" stroke="${darken(colour, 0.35)}" stroke-width="3" fill="none" opacity="0.2"/>`,
      glint(sk, cx - r * 0.38, cy - r * 0.38, r * 0.3, r * 0.16, 0.6, -35),
      calyx(sk, cx, cy, r * 0.32),
    );
  }
  // The cut half: flesh, gel-filled seed chambers, seeds.
  const [hx, hy, hr] = [395, 262, 62];
  const flesh = sk.radial(
    [
      [0, lighten(colour, 0.45)],
      [0.7, lighten(colour, 0.15)],
      [1, darken(colour, 0.1)],
    ],
    { fx: 0.5, fy: 0.5 },
  );
  parts.push(
    sk.shadow(hx + 6, hy + 10, hr, hr * 0.85, 0.5),
    `<path d="${lobed(hx, hy, hr, 7, 0.04, 1)}" fill="${darken(colour, 0.15)}"/>`,
    `<path d="${lobed(hx, hy, hr * 0.93, 7, 0.04, 1)}" fill="${flesh}"/>`,
  );
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    const ex = hx + Math.cos(a) * hr * 0.5;
    const ey = hy + Math.sin(a) * hr * 0.5;
    parts.push(
      `<ellipse cx="${n(ex)}" cy="${n(ey)}" rx="${n(hr * 0.26)}" ry="${n(hr * 0.17)}" transform="rotate(${n((a * 180) / Math.PI)} ${n(ex)} ${n(ey)})" fill="${lighten(colour, 0.55)}" opacity="0.85"/>`,
    );
    for (let s = 0; s < 4; s++) {
      const sx = ex + sk.jitter(0, hr * 0.12);
      const sy = ey + sk.jitter(0, hr * 0.08);
      parts.push(
        `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="2.6" ry="1.8" fill="#f4e3a1" stroke="#c9a95a" stroke-width="0.5"/>`,
      );
    }
  }
  parts.push(
    `<circle cx="${hx}" cy="${hy}" r="${n(hr * 0.16)}" fill="${lighten(colour, 0.4)}"/>`,
    glint(sk, hx - 20, hy - 22, 24, 10, 0.45, -30),
  );
  return parts.join('');
}

/** Apples from above: streaked skin, the stalk in its hollow, one with a leaf. */
export function apples(sk: Sketch, colour: string): string {
  const parts: string[] = [];
  const spots: [number, number][] = [
    [130, 110],
    [300, 95],
    [205, 240],
    [375, 245],
    [70, 275],
  ];
  spots.forEach(([x, y], i) => {
    const r = sk.between(62, 72);
    const cx = sk.jitter(x, 10);
    const cy = sk.jitter(y, 8);
    const fill = sk.radial(
      [
        [0, '#f3d36b'],
        [0.25, lighten(colour, 0.15)],
        [0.7, colour],
        [1, darken(colour, 0.45)],
      ],
      { fx: 0.5, fy: 0.5, r: 0.55 },
    );
    const streaks: string[] = [];
    for (let s = 0; s < 26; s++) {
      const a = sk.between(0, Math.PI * 2);
      const from = sk.between(0.25, 0.45) * r;
      const to = sk.between(0.7, 0.98) * r;
      streaks.push(
        `M${n(cx + Math.cos(a) * from)} ${n(cy + Math.sin(a) * from)}L${n(cx + Math.cos(a + 0.05) * to)} ${n(cy + Math.sin(a + 0.05) * to)}`,
      );
    }
    const dots: string[] = [];
    for (let d = 0; d < 22; d++) {
      const a = sk.between(0, Math.PI * 2);
      const dist = sk.between(0.3, 0.9) * r;
      dots.push(
        `<circle cx="${n(cx + Math.cos(a) * dist)}" cy="${n(cy + Math.sin(a) * dist)}" r="0.9" fill="#f7e7a8" opacity="0.7"/>`,
      );
    }
    const hollow = sk.radial(
      [
        [0, '#6b4a1c', 0.9],
        [1, '#6b4a1c', 0],
      ],
      { fx: 0.5, fy: 0.5 },
    );
    const stalkAngle = sk.between(0, Math.PI * 2);
    parts.push(
      sk.shadow(cx + 8, cy + 12, r, r * 0.9, 0.5),
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`,
      `<path d="${streaks.join('')}" stroke="${darken(colour, 0.3)}" stroke-width="2.5" opacity="0.35" fill="none"/>`,
      dots.join(''),
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.22)}" fill="${hollow}"/>`,
      `<path d="M${n(cx)} ${n(cy)}L${n(cx + Math.cos(stalkAngle) * r * 0.3)} ${n(cy + Math.sin(stalkAngle) * r * 0.3)}" stroke="#5a3b1a" stroke-width="4" stroke-linecap="round"/>`,
      glint(sk, cx - r * 0.4, cy - r * 0.42, r * 0.34, r * 0.17, 0.55, -40),
    );
    if (i === 1) {
      parts.push(
        leaf(sk, {
          x: cx + Math.cos(stalkAngle) * r * 0.3,
          y: cy + Math.sin(stalkAngle) * r * 0.3,
          angle: (stalkAngle * 180) / Math.PI + 20,
          length: 80,
          width: 22,
          colour: '#4f8a2e',
          bend: 0.1,
          serrated: 0.06,
          stalk: 6,
        }),
      );
    }
  });
  return parts.join('');
}

/** One raspberry from above: rings of glossy drupelets. */
function raspberry(sk: Sketch, cx: number, cy: number, r: number, colour: string): string {
  const parts = [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${darken(colour, 0.45)}"/>`,
  ];
  const d = r * 0.26;
  const rings: [number, number][] = [
    [0.74, 11],
    [0.4, 6],
  ];
  const turn = sk.between(0, 1);
  for (const [radius, count] of rings) {
    for (let i = 0; i < count; i++) {
      const a = ((i + turn) / count) * Math.PI * 2;
      parts.push(
        sphere(sk, cx + Math.cos(a) * r * radius, cy + Math.sin(a) * r * radius, d, colour, {
          gloss: 0.7,
        }),
      );
    }
  }
  parts.push(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(d * 0.7)}" fill="${darken(colour, 0.55)}"/>`,
  );
  return parts.join('');
}

/** Raspberries heaped in a white bowl. */
export function raspberries(sk: Sketch, colour: string): string {
  const [bx, by, br] = [235, 175, 142];
  const rim = sk.radial(
    [
      [0.78, '#d9d4cc'],
      [0.86, '#ffffff'],
      [1, '#c8c2b8'],
    ],
    { fx: 0.5, fy: 0.5 },
  );
  const parts = [
    sk.shadow(bx + 12, by + 18, br, br * 0.95, 0.55),
    `<circle cx="${bx}" cy="${by}" r="${br}" fill="${rim}"/>`,
    `<circle cx="${bx}" cy="${by}" r="${n(br * 0.8)}" fill="#bdb6ab"/>`,
  ];
  const berries: [number, number, number][] = [];
  for (let ring = 0; ring < 3; ring++) {
    const count = [1, 7, 13][ring]!;
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + sk.jitter(0, 0.15);
      const dist = [0, 45, 88][ring]!;
      berries.push([bx + Math.cos(a) * dist, by + Math.sin(a) * dist, sk.between(21, 25)]);
    }
  }
  for (const [x, y] of [
    [60, 305],
    [420, 320],
  ] as const) {
    parts.push(sk.shadow(x + 4, y + 6, 22, 18, 0.45));
    berries.push([x, y, 22]);
  }
  berries.sort((a, b) => a[1] - b[1]);
  for (const [x, y, r] of berries) {
    parts.push(
      `<circle cx="${n(x + 2)}" cy="${n(y + 3)}" r="${n(r + 1.5)}" fill="#2a0a10" opacity="0.5"/>`,
      raspberry(sk, x, y, r, sk.pick([colour, darken(colour, 0.08), lighten(colour, 0.06)])),
    );
  }
  return parts.join('');
}
