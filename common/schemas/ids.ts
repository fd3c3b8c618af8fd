import { z } from 'zod';

/** Ids are PostgreSQL `serial`s: positive 32-bit integers. A larger number can name nothing. */
export const MAX_ID = 2_147_483_647;

export function idField(name = 'id') {
  return z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive id`)
    .max(MAX_ID, `${name} is out of range`);
}
