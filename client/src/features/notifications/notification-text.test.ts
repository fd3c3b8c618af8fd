import { formatDate } from '@common/i18n/formats';
import type { MemberNotification } from '@common/types';
import { describe, expect, it } from 'vitest';
import { notificationSentence } from './notification-text';

const starts = '2026-12-03T21:30:00.000Z';
const pickupNotice = (type: string) =>
  ({
    id: 1,
    type,
    kind: type,
    is_read: false,
    created_at: '2026-11-27T10:00:00.000Z',
    actor: { id: 7, username: 'ann_a', profile_picture: null },
    listing: { id: 11, title: 'Zucchini', featured_image: null },
    pickup: { id: 5, starts_at: starts, ends_at: '2026-12-03T22:30:00.000Z' },
  }) as Exclude<MemberNotification, { type: 'match' }>;

describe('a pickup’s sentence in the bell (docs/product.md §7.15)', () => {
  it('names the other member, the listing and the time in the reader’s zone', () => {
    const en = formatDate('en', starts, 'monthDayTime');
    const es = formatDate('es', starts, 'monthDayTime');
    expect(notificationSentence(pickupNotice('pickup_proposed'), 'en')).toBe(
      `ann_a proposed picking up Zucchini on ${en}`,
    );
    expect(notificationSentence(pickupNotice('pickup_accepted'), 'es')).toBe(
      `ann_a aceptó la recogida de Zucchini el ${es}`,
    );
    expect(notificationSentence(pickupNotice('pickup_cancelled'), 'en')).toBe(
      `ann_a cancelled the pickup of Zucchini on ${en}`,
    );
    expect(notificationSentence(pickupNotice('pickup_follow_up'), 'es')).toBe(
      '¿ann_a recogió Zucchini? Márcalo como regalado o vendido, o avisa que no llegó',
    );
    for (const type of ['pickup_declined', 'pickup_reminder'])
      for (const locale of ['en', 'es'] as const)
        expect(notificationSentence(pickupNotice(type), locale)).toMatch(
          /ann_a.*Zucchini|Zucchini.*ann_a/,
        );
  });
});
