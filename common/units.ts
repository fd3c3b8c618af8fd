/** The units distances are shown in (docs/product.md §6.3); apart from the schemas, so the client loads no zod for it. */
export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

export const KM_PER_MILE = 1.609344;

/**
 * The unit a member reads distances in (docs/product.md §6.3): the one they chose on their
 * profile, else their browser's first language: miles for en-US (the default city is in Utah)
 * and when the browser says nothing, kilometres for any other. E-mails and pushes, which no
 * browser asks for, pass no language.
 */
export function distanceUnitOf(
  stored: DistanceUnit | null | undefined,
  acceptLanguage: string | undefined,
): DistanceUnit {
  if (stored) return stored;
  const first = firstLanguage(acceptLanguage);
  return first === undefined || first === 'en-us' ? 'mi' : 'km';
}

/** The language the browser prefers most: the highest q, the earliest among equals. */
function firstLanguage(header: string | undefined): string | undefined {
  let best: { tag: string; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    if (!tag) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { tag: tag.toLowerCase(), q };
  }
  return best?.tag;
}
