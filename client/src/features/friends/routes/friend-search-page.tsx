import { Alert, Loading } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { PageHeader } from '@client/components/page-header';
import { useT } from '@client/lib/i18n/use-i18n';
import { useDebounced } from '@client/lib/use-debounced';
import { paths } from '@client/paths';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMemberSearch } from '../api';
import { MemberCard } from '../components/member-card';
import '../components/friends.css';

/** /friend-search: find gardeners by username (case-insensitive substring) to befriend. */
export function FriendSearchPage() {
  const t = useT('friends');
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim());
  const results = useMemberSearch(q);
  const members = results.data ?? [];

  return (
    <div className="page page--readable stack">
      <PageHeader title={t('friends.search.title')} back={paths.myFriends} />
      <TextField
        label={t('friends.search.label')}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {!q ? (
        <p className="muted">{t('friends.search.hint')}</p>
      ) : results.isError ? (
        <Alert>{t('friends.loadFailed')}</Alert>
      ) : results.isPending ? (
        <Loading />
      ) : members.length === 0 ? (
        <div className="empty">
          <p>{t('friends.search.none')}</p>
          <Link to={paths.friendInvitation}>{t('friends.search.invite')}</Link>
        </div>
      ) : (
        <ul className="stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {members.map((member) => (
            <li key={member.id}>
              <MemberCard
                id={member.id}
                username={member.username}
                picture={member.profile_picture}
                meta={[member.city, member.state].filter(Boolean).join(', ') || undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
