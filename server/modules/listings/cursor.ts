import type { ListingSort } from '../../../common/sorts';
import { validationFailed } from '../../lib/errors';

/**
 * Keyset cursors: the sort key (as PostgreSQL prints it, so no precision is lost) and the id
 * of the last listing on a page, tied to the sort they were made for. Opaque to clients, who
 * get the next one in the X-Next-Cursor header.
 */
export function encodeCursor(sort: ListingSort, key: string, id: number): string {
  return Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');
}

const KEY_FORMAT: Record<ListingSort, RegExp> = {
  newest: /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/,
  oldest: /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/,
  'price-low': /^\d{1,10}(\.\d{1,2})?$/,
  'price-high': /^\d{1,10}(\.\d{1,2})?$/,
};

export function decodeCursor(cursor: string, sort: ListingSort): { key: string; id: number } {
  try {
    const [madeFor, key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      madeFor === sort &&
      typeof key === 'string' &&
      KEY_FORMAT[sort].test(key) &&
      Number.isInteger(id) &&
      id > 0
    ) {
      return { key, id };
    }
  } catch {
    // fall through: not one of ours
  }
  throw validationFailed([
    { loc: ['query', 'cursor'], msg: 'Invalid cursor for this sort', type: 'value_error' },
  ]);
}
