import { Avatar } from '@client/components/avatar';
import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { errorMessage } from '@client/lib/api';
import { useBlockedMembers, useUnblockMember } from '@client/lib/blocks';
import { paths } from '@client/paths';
import type { BlockedMember } from '@common/schemas/safety';
import { Link } from 'react-router-dom';
import './blocked-members.css';

/** /profile/blocked: the members I block, each with "Unblock" (docs/product.md §14.1). */
export function BlockedMembersPage() {
  const blocked = useBlockedMembers();
  const unblock = useUnblockMember();
  return (
    <div className="page page--readable blocked-members">
      <PageHeader title="Blocked members" back={paths.profile} />
      <p className="muted">
        You and the members you block don't see each other's listings and can't message each other.
        They are not told. Unblocking lets you see each other again; it does not bring a friendship
        back.
      </p>
      {unblock.isError && (
        <Alert onDismiss={() => unblock.reset()}>
          {errorMessage(unblock.error, 'Failed to unblock this member. Please try again.')}
        </Alert>
      )}
      {blocked.isPending ? (
        <Loading />
      ) : blocked.isError ? (
        <Alert>Failed to load the members you block. Please try again later.</Alert>
      ) : blocked.data.length === 0 ? (
        <p className="empty">You don't block anyone.</p>
      ) : (
        <ul className="blocked-members__list" aria-label="Blocked members">
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
        aria-label={`Unblock ${member.username}`}
        onClick={onUnblock}
      >
        {busy ? 'Unblocking...' : 'Unblock'}
      </Button>
    </li>
  );
}
