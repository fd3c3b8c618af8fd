/** The shape shared by the long vegetables lying on the table. */

import type { Sketch } from './kit';
import { across, glint, outline, place } from './shapes';

export interface Pod {
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
export function pod(sk: Sketch, p: Pod, extra = ''): string {
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

export const capsule = (t: number) => Math.sin(Math.PI * t) ** 0.35;
