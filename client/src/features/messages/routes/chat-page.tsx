import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { ReportDialog } from '@client/components/report-dialog';
import { statusOf } from '@client/lib/api';
import { useBlocks } from '@client/lib/blocks';
import { type Translate, useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { markThreadRead, useChatPartner, useThread } from '../api';
import { AboutListing, listingSwitches } from '../components/about-listing';
import { ChatMenu } from '../components/chat-menu';
import { ChatProfile } from '../components/chat-profile';
import { Composer } from '../components/composer';
import { ConnectionBanner } from '../components/connection-banner';
import { MessageBubble, PendingBubble } from '../components/message-bubble';
import type { OutboxItem } from '../connection';
import { useConnectionState, useRealtime } from '../realtime';
import '../chat.css';

/** docs/product.md §10.2; /messages is the fallback without a usable other-member id. */
export function ChatPage() {
  const { otherId: raw } = useParams();
  const session = useSession();
  const otherId = Number(raw);
  if (!session || !Number.isInteger(otherId) || otherId <= 0 || otherId === session.user.id)
    return <Navigate to={paths.messages} replace />;
  return <Chat me={session.user.id} otherId={otherId} />;
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

interface Kept {
  text: string;
  /** Why the chat closed: the member left, or a block either way (docs/product.md §14.1). */
  why: 'left' | 'refused' | undefined;
}

const closes = (item: OutboxItem) => item.state === 'left' || item.state === 'refused';

/**
 * The text of messages refused for good (the member left, or a block), taken out of the outbox
 * (never sent again) and handed back to the input, so what the member typed is not lost.
 */
function useKeptText(items: OutboxItem[], discard: (clientId: string) => void): Kept {
  const [kept, setKept] = useState<Kept>({ text: '', why: undefined });
  const taken = useRef(new Set<string>());
  useEffect(() => {
    const refused = items.filter((i) => closes(i) && !taken.current.has(i.client_id));
    if (refused.length === 0) return;
    for (const item of refused) {
      taken.current.add(item.client_id);
      discard(item.client_id);
    }
    const why = refused.some((i) => i.state === 'left') ? 'left' : 'refused';
    setKept((k) => ({
      text: [k.text, ...refused.map((i) => i.content)].filter(Boolean).join(' '),
      why: k.why === 'left' ? 'left' : why,
    }));
  });
  return kept;
}

/** What the chat's input says when nothing can be sent, or undefined while it can. */
function closedText(
  t: Translate<'messages'>,
  why: Kept['why'],
  blocking: boolean | undefined,
  name: string,
) {
  if (why === 'left') return t('messages.closed.left');
  if (why === 'refused') return t('messages.closed.cantMessage');
  return blocking ? t('messages.closed.blocked', { name }) : undefined;
}

function Chat({ me, otherId }: { me: number; otherId: number }) {
  // Every namespace the chat's parts speak, fetched before it shows (docs/decisions.md "Languages").
  const t = useT('messages', 'safety');
  const partner = useChatPartner(otherId);
  const thread = useThread(otherId);
  const realtime = useRealtime();
  const { outbox } = useConnectionState();
  const client = useQueryClient();
  const visible = usePageVisible();
  const endRef = useRef<HTMLLIElement>(null);

  const messages = (thread.data?.pages ?? []).slice().reverse().flat();
  // What the conversation is about, shown where it starts or changes (docs/product.md §10.7).
  const switches = listingSwitches(messages);
  const thisThread = outbox.filter((i) => i.receiver_id === otherId);
  const pending = thisThread.filter((i) => !closes(i));
  const kept = useKeptText(thisThread, (clientId) => realtime?.connection.discard(clientId));
  const blocking = useBlocks(otherId);
  const [reported, setReported] = useState<number>();
  // A member who deleted their profile has no public page, but the conversation stays; a
  // message to them is refused as "left" (docs/product.md §10.4).
  const gone =
    (statusOf(partner.error) === 404 && messages.length > 0) ||
    thisThread.some((i) => i.state === 'left') ||
    kept.why === 'left';
  const refused = kept.why === 'refused' || thisThread.some((i) => i.state === 'refused');
  // No name while it is still unknown: the header says "Chat" rather than a made-up one.
  const missing = statusOf(partner.error) === 404;
  const known = !!partner.data || gone || (partner.isError && !(missing && thread.isPending));
  const name =
    partner.data?.username ??
    (gone ? t('messages.chat.deletedMember') : t('messages.chat.userFallback', { id: otherId }));
  const shownName = known ? name : undefined;
  const closed = closedText(t, gone ? 'left' : refused ? 'refused' : undefined, blocking, name);

  // Reading the conversation marks what the other member sent as read (docs/product.md §10.2).
  const hasUnread = messages.some((m) => m.sender_id === otherId && !m.is_read);
  const marking = useRef(false);
  useEffect(() => {
    if (!hasUnread || !visible || marking.current) return;
    marking.current = true;
    markThreadRead(client, otherId)
      .catch(() => undefined)
      .finally(() => {
        marking.current = false;
      });
  }, [client, hasUnread, otherId, visible]);

  // Scrolled to the newest message on opening and whenever one arrives or is sent.
  const newest = `${messages.at(-1)?.id ?? 0}:${pending.length}`;
  useLayoutEffect(() => {
    if (newest !== '0:0') endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  const notFound = statusOf(thread.error) === 404;

  return (
    <div className="chat">
      <PageHeader
        title={
          shownName
            ? t('messages.chat.title', { name: shownName })
            : t('messages.chat.titleUnknown')
        }
        back={paths.messages}
        actions={
          partner.data &&
          blocking !== undefined && <ChatMenu member={partner.data} blocking={blocking} />
        }
      />
      <ReportDialog
        open={reported !== undefined}
        onClose={() => setReported(undefined)}
        target={{ type: 'message', id: reported ?? 0 }}
        subject={t('messages.chat.reportSubject')}
      />
      <ChatProfile
        otherId={otherId}
        member={partner.data}
        name={shownName}
        linked={!!partner.data || (partner.isError && !missing)}
      />
      <ConnectionBanner />
      <div className="chat__scroll">
        {thread.isPending ? (
          <Loading />
        ) : notFound ? (
          <Alert>{t('messages.chat.notFound')}</Alert>
        ) : thread.isError ? (
          <Alert>{t('messages.chat.failed')}</Alert>
        ) : (
          <>
            {thread.hasNextPage && (
              <Button
                variant="ghost"
                small
                className="chat__older"
                disabled={thread.isFetchingNextPage}
                onClick={() => thread.fetchNextPage()}
              >
                {thread.isFetchingNextPage ? t('common.loading') : t('messages.chat.earlier')}
              </Button>
            )}
            {messages.length === 0 && pending.length === 0 && (
              <p className="empty">
                {shownName
                  ? t('messages.chat.emptyWithName', { name: shownName })
                  : t('messages.chat.empty')}
              </p>
            )}
            <ol
              className="chat__list"
              aria-label={
                shownName
                  ? t('messages.chat.listWith', { name: shownName })
                  : t('messages.chat.list')
              }
              aria-live="polite"
            >
              {messages.map((m) => (
                <Fragment key={m.id}>
                  {switches.has(m.id) && <AboutListing message={m} />}
                  <MessageBubble
                    message={m}
                    mine={m.sender_id === me}
                    onReport={m.sender_id === me ? undefined : () => setReported(m.id)}
                  />
                </Fragment>
              ))}
              {pending.map((item) => (
                <PendingBubble
                  key={item.client_id}
                  item={item}
                  onRetry={() => realtime?.connection.retry(item.client_id)}
                  onDiscard={() => realtime?.connection.discard(item.client_id)}
                />
              ))}
              <li ref={endRef} className="chat__end" aria-hidden="true" />
            </ol>
          </>
        )}
      </div>
      {!notFound && (
        <Composer
          onSend={(content) => realtime?.connection.send(otherId, content)}
          closed={closed}
          kept={kept.text}
        />
      )}
    </div>
  );
}
