import { RealtimeProvider } from '@client/features/messages/realtime';
import {
  createRealtimeStore,
  RealtimeStoreContext,
} from '@client/features/messages/realtime-store';
import { ChatPage } from '@client/features/messages/routes/chat-page';
import { renderRoute } from '@client/test/render';
import type { Message } from '@common/types';

/** A message from member 2 to member 1, changed by `over`: the chat tests' sample. */
export const message = (over: Partial<Message>): Message => ({
  id: 1,
  sender_id: 2,
  receiver_id: 1,
  content: 'hello',
  created_at: new Date().toISOString(),
  is_read: false,
  listing_id: null,
  listing: null,
  ...over,
});

/** The chat with `otherId` as a member opens it: with their realtime connection. */
export function renderLiveChat(otherId: number) {
  return renderRoute(
    <RealtimeStoreContext.Provider value={createRealtimeStore()}>
      <RealtimeProvider>
        <ChatPage />
      </RealtimeProvider>
    </RealtimeStoreContext.Provider>,
    { path: '/messages/:otherId', at: `/messages/${otherId}` },
  );
}
