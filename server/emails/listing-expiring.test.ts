import { describe, expect, it } from 'vitest';
import { endingDay } from './ending-day';
import { listingExpiringEmail } from './listing-expiring';

describe('endingDay', () => {
  it('names the day a form-picked end falls on at the member’s home, DST or not', () => {
    // The end of Friday 14 June in Salt Lake City (MDT, UTC-6) and in Maine in winter (EST).
    expect(endingDay(new Date('2024-06-15T05:59:59.999Z'), -111.89, 'en')).toBe('Friday 14 June');
    expect(endingDay(new Date('2024-01-13T04:59:59.999Z'), -67.5, 'en')).toBe('Friday 12 January');
    // The end of Friday 14 June in Berlin (CEST, UTC+2), and in UTC with no home known.
    expect(endingDay(new Date('2024-06-14T21:59:59.999Z'), 13.4, 'en')).toBe('Friday 14 June');
    expect(endingDay(new Date('2024-06-14T23:59:59.999Z'), null, 'en')).toBe('Friday 14 June');
  });

  it('names it in the member’s language', () => {
    expect(endingDay(new Date('2024-06-15T05:59:59.999Z'), -111.89, 'es')).toBe(
      'viernes 14 de junio',
    );
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
    locale: 'en',
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

describe('listingExpiringEmail in Spanish', () => {
  const mail = listingExpiringEmail({
    to: 'ines@example.com',
    userName: 'Inés',
    title: 'Tomates',
    endsOn: endingDay(new Date('2024-06-15T05:59:59.999Z'), -111.89, 'es'),
    listingLink: 'https://homegrown.test/listings/7',
    unsubscribeLink: 'https://homegrown.test/api/notifications/unsubscribe?kind=listing_expiring',
    locale: 'es',
  });

  it('names the day as a Spanish reader says it, and leads to renewing it', () => {
    expect(mail.subject).toBe(
      '“Tomates” termina el viernes 14 de junio: renuévalo para que siga en Homegrown',
    );
    expect(mail.text).toContain('Hola, Inés:');
    expect(mail.text).toContain('Renuévalo: https://homegrown.test/listings/7');
    expect(mail.text).toContain('Dejar de recibir estos correos: https://homegrown.test/');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Renovar el anuncio');
  });
});
