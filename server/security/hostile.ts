import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** The string as UTF-8 can carry it: a lone surrogate becomes U+FFFD (String#toWellFormed). */
export const wellFormed = (s: string) => Buffer.from(s, 'utf8').toString('utf8');

/** Strings that have broken web apps before: injection, markup, encodings, control bytes. */
export const NASTY_STRINGS = [
  "'; drop table listings; --",
  "' or '1'='1",
  '1 union select password_hash from users',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '$' + '{process.exit(1)}',
  '../../../../etc/passwd',
  '%00',
  'a\u0000b',
  '\u202eevil',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🌱🍅',
  '\ud800',
  '   ',
  '',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  'true',
  'null',
  '__proto__',
  'constructor',
];

export const nastyString = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
  fc.constantFrom(...NASTY_STRINGS).map((s) => `Tomato ${s} seeds`),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('x'.repeat(3000), '🍅'.repeat(1200)),
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, Number.MAX_VALUE, 1e-300),
  fc.double(),
);

/** Every field name the API reads, so the random bodies reach past "unknown field". */
export const FIELDS = [
  'id',
  'title',
  'description',
  'price',
  'is_active',
  'is_public',
  'type_id',
  'state_id',
  'category_id',
  'owner_id',
  'user_id',
  'receiver_id',
  'sender_id',
  'content',
  'client_id',
  'friend_id',
  'request_id',
  'accept',
  'email',
  'name',
  'username',
  'password',
  'new_password',
  'confirm_password',
  'token',
  'first_name',
  'last_name',
  'address',
  'apt',
  'city',
  'state',
  'zip_code',
  'postcode',
  'latitude',
  'longitude',
  'radius_km',
  'limit',
  'cursor',
  'before',
  'q',
  'mine',
  'friends',
  'public',
  'sort',
  'unread',
  'create',
  'update',
  'delete',
  'callback',
];

/** One JSON value of any kind, leaning towards the nasty ones. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS, '__proto__', 'constructor'), tie('value'), {
      maxKeys: 3,
    }),
  ),
})).value;

/** A request body: any JSON at all, or an object of known fields with nasty values. */
export const nastyBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), nastyValue, { maxKeys: 6 }),
);

/** A query string of known (and unknown) keys, some repeated. */
export const nastyQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })),
      fc.oneof(nastyString, nastyNumber.map(String)),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

/** A path segment where an id (or a provider, a zoom…) belongs. */
export const nastySegment = fc
  .oneof(
    nastyNumber.map(String),
    nastyString,
    fc.constantFrom('0', '-5', '1.5', '99999999999999999999', '1 or 1=1', '..', '%2e%2e', '1;'),
  )
  .map((s) => (s === '' ? '%20' : encodeURIComponent(wellFormed(s))));

/**
 * A fingerprint of every table: equal before and after a refused request means the request
 * wrote nothing at all, not even part of what it asked.
 */
export async function fingerprint(db: Db): Promise<string> {
  const tables = [
    'users',
    'listings',
    'want_listings',
    'friendships',
    'messages',
    'conversations',
    'notifications',
    'password_reset_tokens',
    'revoked_tokens',
  ];
  const parts = tables.map(
    (t) =>
      sql`(select coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from ${sql.identifier(t)} x)`,
  );
  const [row] = await rowsOf<{ print: string }>(
    db,
    sql`select ${sql.join(parts, sql` || ':' || `)} as print`,
  );
  return row!.print;
}
