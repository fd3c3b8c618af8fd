/** The units distances are shown in (docs/product.md §6.3); apart from the schemas, so the client loads no zod for it. */
export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
