import { describe, expect, it } from 'vitest';
import { endingDay } from './ending-day';
import { listingExpiringEmail } from './listing-expiring';

describe('endingDay', () => {
  it('names the day a form-picked end falls on at the member’s home, DST or not', () => {
    // The end of Friday 14 June in Salt Lake City (MDT, UTC-6) and in Maine in winter (EST).
    expect(endingDay(new Date('2024-06-15T05:59:59.999Z'), -111.89)).toBe('Friday 14 June');
    expect(endingDay(new Date('2024-01-13T04:59:59.999Z'), -67.5)).toBe('Friday 12 January');
    // The end of Friday 14 June in Berlin (CEST, UTC+2), and in UTC with no home known.
    expect(endingDay(new Date('2024-06-14T21:59:59.999Z'), 13.4)).toBe('Friday 14 June');
    expect(endingDay(new Date('2024-06-14T23:59:59.999Z'), null)).toBe('Friday 14 June');
  });
});

describe('listingExpiringEmail', () => {
  const mail = listingExpiringEmail({
    to: 'rosa@example.com',
    userName: 'Rosa',
    title: 'Tomatoes from www.example.com',
    endsOn: 'Friday 14 June',
    listingLink: 'https://homegrown.test/listings/7',
    unsubscribeLink: 'https://homegrown.test/api/notifications/unsubscribe?kind=listing_expiring',
  });

  it('names the listing and its day, and leads to renewing it', () => {
    expect(mail.subject).toBe(
      '“Tomatoes from www[.]example[.]com” ends on Friday 14 June: renew it to keep it on Homegrown',
    );
    expect(mail.text).toContain('is on offer until Friday 14 June');
    expect(mail.text).toContain('Renew it: https://homegrown.test/listings/7');
    expect(mail.html).toContain('Renew the listing');
    expect(mail.headers).toEqual({
      'List-Unsubscribe':
        '<https://homegrown.test/api/notifications/unsubscribe?kind=listing_expiring>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
