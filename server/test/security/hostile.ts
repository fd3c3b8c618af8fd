import { SORTS } from '@common/sorts';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';

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

const nastyString = fc.oneof(
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
const FIELDS = [
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

const pad = (n: number, width: number) => String(Math.abs(n)).padStart(width, '0');

/**
 * A timestamp as PostgreSQL prints one (`2024-05-01 12:34:56.123+02`), with every field free
 * to leave its range: year 0, month 13, February 30, hour 24, second 60, offset +99. Some are
 * real times, most are not; PostgreSQL raises a different error for each kind of wrong.
 */
const timestampFields = fc
  .record({
    year: fc.oneof(fc.integer({ min: 1969, max: 2100 }), fc.integer({ min: 0, max: 300_000 })),
    month: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 })),
    day: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 0, max: 99 })),
    hour: fc.integer({ min: 0, max: 99 }),
    minute: fc.integer({ min: 0, max: 99 }),
    second: fc.integer({ min: 0, max: 99 }),
    fraction: fc.option(fc.stringMatching(/^\d{1,9}$/), { nil: undefined }),
    separator: fc.constantFrom(' ', 'T'),
    offset: fc.option(fc.tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 99 })), {
      nil: undefined,
    }),
  })
  .map(
    (t) =>
      `${pad(t.year, 4)}-${pad(t.month, 2)}-${pad(t.day, 2)}${t.separator}${pad(t.hour, 2)}:` +
      `${pad(t.minute, 2)}:${pad(t.second, 2)}${t.fraction ? `.${t.fraction}` : ''}` +
      (t.offset ? `${t.offset[0]}${pad(t.offset[1], 2)}` : ''),
  );

/** Words and corner cases PostgreSQL's date parser treats specially. */
export const NASTY_TIMESTAMPS = [
  '0000-01-01 00:00:00',
  '2024-02-30 00:00:00',
  '2023-02-29 12:00:00',
  '2024-13-01 00:00:00',
  '2024-01-01 24:00:00',
  '2024-01-01 23:59:60',
  '2024-01-01 00:00:00+16',
  '294277-01-01 00:00:00',
  '2024-01-01 00:00:00 BC',
  '1970-01-01 00:00:00+15:59',
  '9999-12-31 23:59:59.999999-15',
  'infinity',
  '-infinity',
  'epoch',
  'now',
  'today',
  'allballs',
  'J2451187',
];

export const nastyTimestamp = fc.oneof(
  timestampFields,
  fc.constantFrom(...NASTY_TIMESTAMPS),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  nastyString,
);

/** Ids at and around the edges of a 32-bit `serial`, and things that are not ids at all. */
export const nastyId = fc.oneof(
  fc.constantFrom(0, 1, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 64, 1.5, -0),
  fc.integer(),
  fc.bigInt({ min: 0n, max: 10n ** 30n }),
);

const idText = fc.oneof(
  nastyId.map(String),
  fc.constantFrom('0x10', '1e3', '+5', ' 7 ', '0007', '１２', 'Infinity', 'NaN', ''),
);

/** A price as the listing cursor carries it, in range or not. */
const nastyPriceKey = fc.oneof(
  fc.double({ min: -1, max: 1e12, noNaN: true }).map((n) => n.toFixed(2)),
  fc.constantFrom('99999999.99', '100000000.00', '1e308', 'NaN', '-0', '.5', '1.', '1.234'),
);

/**
 * Listing cursors (base64url JSON `[sort, key, id]`): mostly well-formed tuples with impossible
 * contents, so they get past the shape check and reach the code that turns them into SQL.
 */
const nastyListingCursor = fc
  .oneof(
    {
      weight: 4,
      // Mostly the default sort, the one a cursor without `sort=` must match.
      arbitrary: fc.tuple(fc.constantFrom('newest', ...SORTS), nastyTimestamp, nastyId),
    },
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...SORTS), nastyPriceKey, nastyId) },
    fc.array(nastyValue, { maxLength: 4 }),
    nastyValue,
  )
  .map((v) =>
    Buffer.from(
      JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? Number(x) : x)) ?? '',
    ).toString('base64url'),
  );

/** The messages list's cursor (`m:<message id>` or `f:<member id>`), right and wrong. */
const nastyThreadCursor = fc
  .tuple(fc.constantFrom('m', 'f', 'x', ''), fc.constantFrom(':', '', '::'), idText)
  .map(([phase, colon, id]) => `${phase}${colon}${id}`);

/**
 * A value for one query parameter, chosen by what the parameter holds: every cursor format of
 * the API, dates, ids, numbers, enums, or plain nasty text.
 */
export function nastyQueryValue(key: string): fc.Arbitrary<string> {
  const anything = fc.oneof(nastyString, idText);
  if (key === 'cursor')
    return fc.oneof(nastyListingCursor, nastyThreadCursor, idText, nastyTimestamp, anything);
  if (key === 'before' || key.endsWith('_id'))
    return fc.oneof({ weight: 3, arbitrary: idText }, anything);
  if (['limit', 'latitude', 'longitude', 'radius_km', 'min_price', 'max_price'].includes(key))
    return fc.oneof(
      { weight: 3, arbitrary: fc.oneof(idText, nastyNumber.map(String), nastyPriceKey) },
      anything,
    );
  if (['sort', 'unread', 'mine', 'friends', 'public'].includes(key))
    return fc.oneof(
      fc.constantFrom(...SORTS, 'true', 'false', '1', '0', 'on', 'TRUE', 'yes', 'newest '),
      anything,
    );
  return fc.oneof(anything, nastyTimestamp);
}

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
