import { local, validationFailed } from './errors';

/** A 422 naming the field that holds a NUL character, for input no schema reads. */
export function refuseNul(value: unknown, where: 'body' | 'query' | 'path') {
  const nul = nulAt(value);
  if (nul)
    throw validationFailed([
      { loc: [where, ...nul], msg: local('errors.http.nulCharacters'), type: 'nul_character' },
    ]);
}

/**
 * Where a NUL character hides in the input, if anywhere: PostgreSQL cannot store one in text,
 * so it would otherwise fail deep in a query as a 500 instead of a clear 422 up front.
 */
export function nulAt(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = key.includes('\u0000') ? [...path, key] : nulAt(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
