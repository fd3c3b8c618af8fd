import { Avatar } from '@client/components/avatar';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import type { ReportTargetView } from '@common/schemas/moderation';
import { Link } from 'react-router-dom';

type Member = NonNullable<Extract<ReportTargetView, { type: 'message' }>['sender']>;

/** A member as the desk shows them: picture, name, and whether they are suspended or gone. */
export function MemberLine({ member, label }: { member: Member; label?: string }) {
  const t = useT('moderation');
  return (
    <p className="mod-member">
      <Avatar src={member.profile_picture} name={member.username} size={32} />
      {label && <span className="muted">{label}</span>}
      {member.is_deleted ? (
        <span>{member.username}</span>
      ) : (
        <Link to={paths.seller(member.id)}>{member.username}</Link>
      )}
      {member.is_suspended && (
        <span className="mod-tag mod-tag--bad">{t('moderation.member.suspended')}</span>
      )}
      {member.is_deleted && <span className="mod-tag">{t('moderation.member.deleted')}</span>}
    </p>
  );
}
