import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { ChatIcon } from '@client/components/icons';
import { PageHeader } from '@client/components/page-header';
import { useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { useDesktop } from '@client/lib/use-media-query';
import { paths } from '@client/paths';
import type { MessageThread } from '@common/schemas/messages';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { markThreadRead, useThreads } from '../api';
import { ConnectionBanner } from '../components/connection-banner';
import { ThreadCard } from '../components/thread-card';
import '../threads.css';

function useDebounced(value: string, ms = 250): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * docs/product.md §10.1: search by name or last message, newest conversation first. On a
 * desktop the layout draws the threads beside this pane, which waits for a choice.
 */
export function MessagesPage() {
  const t = useT('messages');
  const session = useSession();
  const desktop = useDesktop();
  if (!session) return <p className="empty">{t('messages.signedOut')}</p>;
  if (desktop)
    return (
      <section className="messages-choose" aria-label={t('messages.choose.label')}>
        <ChatIcon width={40} height={40} />
        <p>{t('messages.choose.prompt')}</p>
      </section>
    );
  return <Threads me={session.user.id} />;
}

export function Threads({ me }: { me: number }) {
  const t = useT('messages');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const threads = useThreads(q);
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = threads.data?.pages.flatMap((p) => p.threads) ?? [];

  // docs/product.md §10.1: opening an unread thread marks it read, then opens the conversation.
  const onOpen = async (thread: MessageThread, event: MouseEvent<HTMLAnchorElement>) => {
    if (!thread.unread || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    await markThreadRead(client, thread.other_user.id).catch(() => undefined);
    navigate(paths.chat(thread.other_user.id));
  };

  return (
    <div className="page messages-page">
      <PageHeader title={t('messages.title')} />
      <ConnectionBanner />
      <TextField
        label={t('messages.threads.search')}
        hideLabel
        type="search"
        placeholder={t('messages.threads.searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {threads.isPending ? (
        <Loading />
      ) : threads.isError && !threads.data ? (
        <Alert>{t('messages.threads.failed')}</Alert>
      ) : list.length === 0 ? (
        <p className="empty">{t('messages.threads.none')}</p>
      ) : (
        <>
          <ul className="thread-list" aria-label={t('messages.threads.label')}>
            {list.map((thread) => (
              <ThreadCard key={thread.other_user.id} thread={thread} me={me} onOpen={onOpen} />
            ))}
          </ul>
          {threads.hasNextPage && (
            <Button
              variant="secondary"
              block
              disabled={threads.isFetchingNextPage}
              onClick={() => threads.fetchNextPage()}
            >
              {threads.isFetchingNextPage ? t('common.loading') : t('messages.threads.more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
