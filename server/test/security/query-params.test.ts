import { setupTestApp } from '@server/test/app';
import { befriend, createListing, createUser } from '@server/test/factories';
import { describe, expect, it } from 'vitest';
import { fingerprint } from './hostile';

const testApp = setupTestApp();

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const DATE = 'Invalid cursor: its date is not a real time in years 1970-9999';
const PRICE = 'Invalid cursor: its price is not between 0 and 99999999.99';
const LISTING_ID = 'Invalid cursor: its listing id is not between 1 and 2147483647';
const ID = (name: string) => `${name} must be a whole number between 1 and 2147483647`;
const LIMIT = 'limit must be a whole number between 1 and 100';

/**
 * Made-up and impossible values of every query parameter, each refused with 422 naming the
 * parameter and saying what is wrong, before anything reaches the database.
 */
const CASES: [string, string, string][] = [
  // The cursor: year 0 passed the old shape check and made PostgreSQL fail (500).
  [`/api/listings/?cursor=${cursor(['newest', '0000-01-01 00:00:00', 1])}`, 'cursor', DATE],
  [`/api/listings/?cursor=${cursor(['newest', '2024-02-30 00:00:00', 1])}`, 'cursor', DATE],
  [`/api/listings/?cursor=${cursor(['newest', '2024-13-01 00:00:00', 1])}`, 'cursor', DATE],
  [`/api/listings/?cursor=${cursor(['newest', '2024-01-01 24:00:00', 1])}`, 'cursor', DATE],
  [`/api/listings/?cursor=${cursor(['newest', '2024-01-01 00:00:00+16', 1])}`, 'cursor', DATE],
  [`/api/listings/?cursor=${cursor(['newest', 'infinity', 1])}`, 'cursor', DATE],
  [
    `/api/listings/?sort=oldest&cursor=${cursor(['oldest', '99999-01-01 00:00:00', 1])}`,
    'cursor',
    DATE,
  ],
  [
    `/api/listings/?cursor=${cursor(['newest', '2024-01-01 00:00:00', 2 ** 31])}`,
    'cursor',
    LISTING_ID,
  ],
  [`/api/listings/?cursor=${cursor(['newest', '2024-01-01 00:00:00', 0])}`, 'cursor', LISTING_ID],
  [
    `/api/listings/?sort=price-low&cursor=${cursor(['price-low', '1000000000', 1])}`,
    'cursor',
    PRICE,
  ],
  [`/api/listings/?sort=price-high&cursor=${cursor(['price-high', '-1', 1])}`, 'cursor', PRICE],
  [
    `/api/listings/?cursor=${cursor(['oldest', '2024-01-01 00:00:00', 1])}`,
    'cursor',
    'Invalid cursor for this sort',
  ],
  [
    `/api/listings/?cursor=${cursor(['newest', '2024-01-01 00:00:00', 1, 2])}`,
    'cursor',
    'Invalid cursor for this sort',
  ],
  ['/api/listings/?user_id=0x10', 'user_id', ID('user_id')],
  ['/api/listings/?user_id=2147483648', 'user_id', ID('user_id')],
  ['/api/listings/?limit=1e1', 'limit', LIMIT],
  ['/api/listings/?limit=', 'limit', LIMIT],
  ['/api/listings/?limit=5&limit=6', 'limit', LIMIT],
  [
    '/api/listings/?min_price=Infinity',
    'min_price',
    'min_price must be a number between 0 and 99999999.99',
  ],
  [
    '/api/listings/?max_price=1e309',
    'max_price',
    'max_price must be a number between 0 and 99999999.99',
  ],
  ['/api/listings/?mine=yes', 'mine', 'mine must be true or false'],
  ['/api/messages?cursor=m:9999999999', 'cursor', 'Invalid cursor'],
  ['/api/messages?cursor=f:0', 'cursor', 'Invalid cursor'],
  ['/api/messages?limit=0', 'limit', LIMIT],
  ['/api/messages/{friend}?before=2147483648', 'before', ID('before')],
  ['/api/messages/{friend}?before=-1', 'before', ID('before')],
  ['/api/notifications?cursor=9999999999', 'cursor', ID('cursor')],
  ['/api/notifications?cursor=1.5', 'cursor', ID('cursor')],
  ['/api/notifications?unread=maybe', 'unread', 'unread must be true or false'],
  ['/api/auth/friends?cursor=a%27%20or%201%3D1', 'cursor', 'cursor must be a username'],
  ['/api/auth/friends/requests?cursor=2147483648', 'cursor', ID('cursor')],
  [
    '/api/auth/users?cursor=99999999999',
    'cursor',
    'cursor must be a whole number between 0 and 2147483647',
  ],
  ['/api/listings/want-listings?user_id=1e3', 'user_id', ID('user_id')],
  [
    '/api/map/listings/nearby?latitude=40&longitude=-111&cursor=2147483648',
    'cursor',
    'cursor must be a listing id',
  ],
];

describe('query parameters', () => {
  it.each(CASES)('%s is 422 on %s: "%s"', async (url, key, message) => {
    const { ctx } = testApp();
    const [me, friend] = [await createUser(ctx), await createUser(ctx)];
    await befriend(ctx, me, friend);
    await createListing(ctx, friend);
    const before = await fingerprint(ctx.db);
    const res = await testApp()
      .as(me)
      .get(url.replace('{friend}', String(friend.id)));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.detail).toContainEqual(
      expect.objectContaining({ loc: ['query', key], msg: message }),
    );
    expect(await fingerprint(ctx.db)).toBe(before);
  });

  it('still reads every cursor the API hands out', async () => {
    const { ctx } = testApp();
    const me = await createUser(ctx);
    for (let i = 0; i < 3; i++) await createListing(ctx, me, { price: 2.5 + i });
    for (const sort of ['newest', 'oldest', 'price-low', 'price-high']) {
      const first = await testApp().as(me).get(`/api/listings/?mine=true&limit=2&sort=${sort}`);
      const next = first.headers['x-next-cursor'];
      expect(next, sort).toBeDefined();
      const second = await testApp()
        .as(me)
        .get(`/api/listings/?mine=true&limit=2&sort=${sort}&cursor=${next}`);
      expect(second.status, sort).toBe(200);
      expect(second.body, sort).toHaveLength(1);
    }
  });
});
