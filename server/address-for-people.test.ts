import { describe, expect, it } from 'vitest';
import { addressForPeople } from './bootstrap';

describe('the address npm start prints', () => {
  it('names localhost for a server on every or a loopback interface', () => {
    expect(addressForPeople('0.0.0.0', 'http://127.0.0.1:3000')).toBe('http://localhost:3000');
    expect(addressForPeople('127.0.0.1', 'http://127.0.0.1:3100')).toBe('http://localhost:3100');
    expect(addressForPeople('::', 'http://127.0.0.1:8080')).toBe('http://localhost:8080');
  });

  it('names the one address a server listens on otherwise', () => {
    expect(addressForPeople('192.168.1.20', 'http://127.0.0.1:3000')).toBe(
      'http://192.168.1.20:3000',
    );
  });
});
