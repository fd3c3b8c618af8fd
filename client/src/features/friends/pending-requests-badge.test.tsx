import { createRealtimeEvents, RealtimeEventsContext } from '@client/lib/realtime-events';
import { sessionStore } from '@client/lib/session';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { MemberNotification } from '@common/types';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePendingRequestCount } from './api';
import { PendingRequestsBadge } from './components/pending-requests-badge';

afterEach(() => sessionStore.clear());

const at = '2026-05-04T10:00:00.000Z';
const request: MemberNotification = {
  id: 2,
  type: 'friend_request',
  kind: 'friend_request',
  is_read: false,
  created_at: at,
  actor: { id: 7, username: 'ann_a', profile_picture: null },
};

/** Shows once the badge's count has its answer, which the badge renders in the same update. */
function Answered() {
  return usePendingRequestCount(true).isSuccess ? <p>answered</p> : null;
}

describe('the friend requests badge (docs/product.md §2.3)', () => {
  it('counts the requests waiting, and reads them again when one arrives', async () => {
    signInAs(1, 'rosa');
    let waiting: unknown[] = [];
    fakeApi({
      'GET /notifications/unread-count': { data: { count: 0 } },
      'GET /auth/friends/requests': () => ({ data: waiting }),
    });
    const events = createRealtimeEvents();
    events.setConnected(true);
    renderRoute(
      <RealtimeEventsContext.Provider value={events}>
        <PendingRequestsBadge />
        <Answered />
      </RealtimeEventsContext.Provider>,
    );
    await screen.findByText('answered');
    expect(screen.queryByTestId('friend-requests-badge')).toBeNull();
    waiting = [{ id: 5, user_id: 7, username: 'ann_a', profile_picture: null, created_at: at }];
    act(() => events.emit('notification', request));
    expect(await screen.findByText('1 friend request')).toBeInTheDocument();
    waiting = [];
    act(() => events.emit('notifications_changed', {}));
    await expect.poll(() => screen.queryByTestId('friend-requests-badge')).toBeNull();
  });
});
