import { switchLocale } from '@client/lib/i18n/locale-store';
import { aPublicMember } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { MemberStats } from '@common/schemas/users';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberRecordLine } from './member-record';
import { recordLine } from './record';

// A member's record in one line (docs/product.md §7.17).
const now = new Date(2026, 10, 27, 12, 0);
const stats = (overrides: Partial<MemberStats> = {}): MemberStats => ({
  given: 12,
  received: 4,
  thanks: 9,
  member_since: new Date(2026, 2, 14).toISOString(),
  reply_hours: 1.6,
  ...overrides,
});

describe('recordLine', () => {
  it('says every part, the reply time rounded up to what "within" promises', () => {
    expect(recordLine(stats(), 'en', now)).toBe(
      'Shared 12 · Received 4 · 9 thanks · usually replies within 2 hours · member since March',
    );
    expect(recordLine(stats({ thanks: 1, reply_hours: 0.4 }), 'en', now)).toContain(
      '1 thank-you · usually replies within an hour',
    );
    expect(recordLine(stats({ reply_hours: 50 }), 'en', now)).toContain(
      'usually replies within 3 days',
    );
  });

  it('leaves out what is zero or unknown, and names the year of an older account', () => {
    expect(
      recordLine(
        stats({
          given: 0,
          received: 0,
          thanks: 0,
          reply_hours: null,
          member_since: new Date(2024, 5, 1).toISOString(),
        }),
        'en',
        now,
      ),
    ).toBe('Member since June 2024');
    expect(recordLine(stats({ given: 0, thanks: 0 }), 'en', now)).toBe(
      'Received 4 · usually replies within 2 hours · member since March',
    );
  });

  it('speaks Spanish, plurals included', () => {
    expect(recordLine(stats(), 'es', now)).toBe(
      'Compartió 12 · Recibió 4 · 9 agradecimientos · suele responder en menos de 2 horas · miembro desde marzo',
    );
    expect(recordLine(stats({ thanks: 1, reply_hours: 0.5 }), 'es', now)).toContain(
      '1 agradecimiento · suele responder en menos de una hora',
    );
  });
});

describe('MemberRecordLine', () => {
  it('reads the public profile and shows the line, in the reader’s language', async () => {
    fakeApi({
      'GET /auth/users/7/public': {
        data: aPublicMember({ id: 7, stats: stats({ given: 3, received: 0, thanks: 0 }) }),
      },
    });
    renderRoute(<MemberRecordLine userId={7} />);
    expect(
      await screen.findByText(/^Shared 3 · usually replies within 2 hours · member since/),
    ).toBeVisible();
    await act(() => switchLocale('es'));
    expect(await screen.findByText(/^Compartió 3 · suele responder/)).toBeVisible();
  });
});
