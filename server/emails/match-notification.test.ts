import { describe, expect, it } from 'vitest';
import { type MatchItem, matchNotificationEmail } from './match-notification';

const match = (overrides: Partial<MatchItem> = {}): MatchItem => ({
  itemName: 'Tomatoes',
  categoryId: 1,
  sellerName: 'rosa',
  city: 'Provo',
  wantTitle: 'tomato',
  distanceKm: 3,
  isFriend: false,
  link: 'http://localhost:3000/listings/7',
  ...overrides,
});

const email = (matches: MatchItem[], unit: 'mi' | 'km' = 'km') =>
  matchNotificationEmail({
    to: 'sam@example.com',
    userName: 'Sam',
    unit,
    matches,
    wishListLink: 'http://localhost:3000/my-listings',
    notificationsLink: 'http://localhost:3000/notifications',
    locale: 'en',
  });

describe('the match e-mail', () => {
  const hostile = match({
    itemName: 'URGENT verify at http://evil.test',
    sellerName: 'support@evil.test',
    city: 'www.evil.test',
  });

  it.each([
    ['one match', [hostile]],
    ['several matches', [hostile, match()]],
  ])('never turns member text into a link (%s)', (_name, matches) => {
    const message = email(matches);
    for (const part of [message.text, message.html]) {
      expect(part).not.toContain('http://evil.test');
      expect(part).not.toContain('evil.test');
      expect(part).toContain('http[:]//evil[.]test');
    }
    const hrefs = [...message.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.every((href) => href?.startsWith('http://localhost:3000/'))).toBe(true);
  });

  it('leaves ordinary text as it was', () => {
    const message = email([match({ itemName: 'J.R.R. Tolkien seeds, 3.50 each' })]);
    expect(message.text).toContain('J.R.R. Tolkien seeds, 3.50 each');
  });

  it('says the distance in the unit the member reads (docs/product.md §6.3)', () => {
    for (const message of [
      email([match({ distanceKm: 10 })], 'mi'),
      email([match(), match({ distanceKm: 10 })], 'mi'),
    ]) {
      expect(message.text).toContain('about 6 mi from you');
      expect(message.text).not.toMatch(/\bkm\b/);
    }
    expect(email([match({ distanceKm: 10 })], 'km').text).toContain('about 10 km from you');
    expect(email([match({ distanceKm: 0 })], 'mi').text).toContain('less than 1 mi from you');
  });
});
