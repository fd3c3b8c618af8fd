import { Avatar } from '@client/components/avatar';
import { Button, buttonClass } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { PageHeader } from '@client/components/page-header';
import { useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { useDebounced } from '@client/lib/use-debounced';
import { paths } from '@client/paths';
import type { FriendRequestEntry } from '@common/schemas/friends';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useFriendRequests, useFriends, usePublicUser, useRespondToRequest } from '../api';
import { MemberCard } from '../components/member-card';
import { ShareProfile } from '../components/share-profile';
import { pendingView } from '../paths';
import '../components/friends.css';
import './my-friends-page.css';

/** /myfriends: the friend list, or the pending view with ?view=pending (docs/product.md §9.3). */
export function MyFriendsPage() {
  const [search, setSearch] = useSearchParams();
  const pending = search.get('view') === 'pending';
  const requests = useFriendRequests();
  const backToList = () => setSearch({}, { replace: false });
  return pending ? (
    <PendingView requests={requests} onAccepted={backToList} />
  ) : (
    <FriendList requests={requests} />
  );
}

type Requests = ReturnType<typeof useFriendRequests>;

function FriendList({ requests }: { requests: Requests }) {
  const t = useT('friends');
  const session = useSession();
  const selfId = session?.user.id ?? 0;
  const me = usePublicUser(selfId);
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim());
  const friends = useFriends(q);
  const list = friends.data?.pages.flat() ?? [];
  const pendingCount = requests.data?.pages.flat().length ?? 0;
  const count = me.data?.friend_count;

  return (
    <div className="page my-friends my-friends--list">
      <PageHeader title={t('friends.list.title')} back={paths.profile} />
      {/* The friends; beside them on wider screens, the ways to find more (§2.6). */}
      <div className="my-friends__main">
        <div className="my-friends__summary">
          <p className="my-friends__count">
            {count === undefined ? '\u00a0' : t('friends.list.count', { count })}
          </p>
          <Link to={pendingView} className="my-friends__pending-link">
            {t('friends.list.pendingLink')}{' '}
            <span className="my-friends__badge">
              {requests.hasNextPage ? `${pendingCount}+` : pendingCount}
            </span>
          </Link>
        </div>

        <TextField
          label={t('friends.list.search')}
          hideLabel
          type="search"
          placeholder={t('friends.list.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />

        {friends.isError || me.isError ? (
          <Alert>{t('friends.loadFailed')}</Alert>
        ) : friends.isPending ? (
          <Loading />
        ) : list.length === 0 ? (
          <p className="empty">
            {q ? t('friends.list.noMatch', { query: q }) : t('friends.list.none')}
          </p>
        ) : (
          <ul className="grid-2 my-friends__grid" aria-busy={friends.isFetching}>
            {list.map((friend) => (
              <li key={friend.id}>
                <MemberCard
                  id={friend.id}
                  username={friend.username}
                  picture={friend.profile_picture}
                />
              </li>
            ))}
          </ul>
        )}
        {friends.hasNextPage && (
          <Button
            variant="ghost"
            block
            disabled={friends.isFetchingNextPage}
            onClick={() => friends.fetchNextPage()}
          >
            {friends.isFetchingNextPage ? t('friends.list.loadingMore') : t('friends.list.more')}
          </Button>
        )}
      </div>

      <section className="my-friends__share" aria-labelledby="find-friends">
        <h2 id="find-friends" className="my-friends__heading">
          {t('friends.list.findMore')}
        </h2>
        <ShareProfile userId={selfId} />
        <div className="my-friends__links">
          <Link to={paths.friendSearch} className={buttonClass('ghost', { block: true })}>
            {t('friends.list.searchGardeners')}
          </Link>
          <Link to={paths.friendInvitation} className={buttonClass('ghost', { block: true })}>
            {t('friends.list.inviteByEmail')}
          </Link>
        </div>
      </section>
    </div>
  );
}

function PendingView({ requests, onAccepted }: { requests: Requests; onAccepted: () => void }) {
  const t = useT('friends');
  const session = useSession();
  const respond = useRespondToRequest(session?.user.id);
  const [error, setError] = useState<string>();
  const list = requests.data?.pages.flat() ?? [];

  const answer = async (request: FriendRequestEntry, accept: boolean) => {
    setError(undefined);
    try {
      await respond.mutateAsync({ request, accept });
      if (accept) onAccepted();
    } catch {
      setError(t(accept ? 'friends.pending.acceptFailed' : 'friends.pending.declineFailed'));
    }
  };

  return (
    <div className="page page--readable my-friends">
      <Link to={paths.myFriends} className="my-friends__back">
        {t('friends.pending.back')}
      </Link>
      <h1 className="my-friends__title">{t('friends.pending.title')}</h1>
      {error && <Alert onDismiss={() => setError(undefined)}>{error}</Alert>}
      {requests.isError ? (
        <Alert>{t('friends.loadFailed')}</Alert>
      ) : requests.isPending ? (
        <Loading />
      ) : list.length === 0 ? (
        <p className="empty">{t('friends.pending.none')}</p>
      ) : (
        <ul className="my-friends__requests">
          {list.map((request) => (
            <li key={request.id} className="my-friends__request card">
              <Link to={paths.seller(request.user_id)} className="my-friends__requester">
                <Avatar src={request.profile_picture} name={request.username} size={44} />
                <span className="member-card__name">{request.username}</span>
              </Link>
              <div className="my-friends__answers">
                <Button
                  small
                  disabled={respond.isPending}
                  aria-label={t('friends.pending.acceptLabel', { name: request.username })}
                  onClick={() => answer(request, true)}
                >
                  {t('friends.pending.accept')}
                </Button>
                <Button
                  small
                  variant="secondary"
                  disabled={respond.isPending}
                  aria-label={t('friends.pending.declineLabel', { name: request.username })}
                  onClick={() => answer(request, false)}
                >
                  {t('friends.pending.decline')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {requests.hasNextPage && (
        <Button
          variant="ghost"
          block
          disabled={requests.isFetchingNextPage}
          onClick={() => requests.fetchNextPage()}
        >
          {t('friends.list.more')}
        </Button>
      )}
    </div>
  );
}
