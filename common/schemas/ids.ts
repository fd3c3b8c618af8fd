import { z } from 'zod';

/** Ids are PostgreSQL `serial`s: positive 32-bit integers. A larger number can name nothing. */
export const MAX_ID = 2_147_483_647;

const checked = (number: z.ZodNumber, name: string) =>
  number
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive integer`)
    .max(MAX_ID, `${name} is out of range`);

/** An id in a JSON body: a number, never a numeric string. */
export function idField(name = 'id') {
  return checked(z.number({ error: `${name} must be a number` }), name);
}

/** An id in a path: the text of a number. */
export function pathId(name = 'id') {
  return checked(z.coerce.number({ error: `${name} must be a number` }), name);
}

/** `/{id}` routes. */
export const idParams = z.object({ id: pathId() });
