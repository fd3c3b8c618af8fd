import { z } from 'zod';
import { say } from '../i18n/zod-messages';

/** Ids are PostgreSQL `serial`s: positive 32-bit integers. A larger number can name nothing. */
export const MAX_ID = 2_147_483_647;

const checked = (number: z.ZodNumber, name: string) =>
  number
    .int(say('validation.fieldWholeNumber', { name }))
    .positive(say('validation.fieldPositive', { name }))
    .max(MAX_ID, say('validation.fieldOutOfRange', { name }));

/** An id in a JSON body: a number, never a numeric string. */
export function idField(name = 'id') {
  return checked(z.number(say('validation.fieldNumber', { name })), name);
}

/** An id in a path: the text of a number. */
export function pathId(name = 'id') {
  return checked(z.coerce.number(say('validation.fieldNumber', { name })), name);
}

/** `/{id}` routes. */
export const idParams = z.object({ id: pathId() });
