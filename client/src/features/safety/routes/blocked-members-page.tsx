import { Avatar } from '@client/components/avatar';
import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { errorMessage } from '@client/lib/api';
import { useBlockedMembers, useUnblockMember } from '@client/lib/blocks';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import type { BlockedMember } from '@common/schemas/safety';
import { Link } from 'react-router-dom';
import './blocked-members.css';

/** /profile/blocked: the members I block, each with "Unblock" (docs/product.md §14.1). */
export function BlockedMembersPage() {
  const blocked = useBlockedMembers();
  const unblock = useUnblockMember();
  const t = useT('safety');
  return (
    <div className="page page--readable blocked-members">
      <PageHeader title={t('safety.blocked.title')} back={paths.profile} />
      <p className="muted">{t('safety.blocked.intro')}</p>
      {unblock.isError && (
        <Alert onDismiss={() => unblock.reset()}>
          {errorMessage(unblock.error, t('safety.unblockFailed'))}
        </Alert>
      )}
      {blocked.isPending ? (
        <Loading />
      ) : blocked.isError ? (
        <Alert>{t('safety.blocked.loadFailed')}</Alert>
      ) : blocked.data.length === 0 ? (
        <p className="empty">{t('safety.blocked.empty')}</p>
      ) : (
        <ul className="blocked-members__list" aria-label={t('safety.blocked.list')}>
          {blocked.data.map((member) => (
            <Row
              key={member.id}
              member={member}
              busy={unblock.isPending && unblock.variables === member.id}
              onUnblock={() => unblock.mutate(member.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function Row({
  member,
  busy,
  onUnblock,
}: {
  member: BlockedMember;
  busy: boolean;
  onUnblock: () => void;
}) {
  const t = useT('safety');
  return (
    <li className="blocked-members__row card">
      <Link to={paths.seller(member.id)} className="blocked-members__member">
        <Avatar src={member.profile_picture} name={member.username} size={44} />
        <span className="blocked-members__name">{member.username}</span>
      </Link>
      <Button
        small
        variant="secondary"
        disabled={busy}
        aria-label={t('safety.blocked.unblockMember', { username: member.username })}
        onClick={onUnblock}
      >
        {busy ? t('safety.unblocking') : t('safety.unblock')}
      </Button>
    </li>
  );
}
