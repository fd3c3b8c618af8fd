import { Avatar } from '@client/components/avatar';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import type { PublicUser } from '@common/types';
import { Link } from 'react-router-dom';
import './chat-profile.css';

/**
 * The strip under the chat's header (docs/product.md §10.2). "View profile" only where there is
 * a profile to view: not while it loads, and never for a member who has none (who left, §4.7).
 * While the name is unknown the strip is a blank placeholder, never a made-up name.
 */
export function ChatProfile({
  otherId,
  member,
  name,
  linked,
}: {
  otherId: number;
  member: PublicUser | undefined;
  name: string | undefined;
  linked: boolean;
}) {
  const t = useT('messages');
  if (name === undefined)
    return (
      <div className="chat__profile chat__profile--loading" aria-hidden="true">
        <span className="chat__profile-avatar" />
        <span className="chat__profile-bar" />
      </div>
    );
  const body = (
    <>
      <Avatar src={member?.profile_picture} name={name} size={36} />
      <span>
        <span className="chat__profile-name">{name}</span>
        {member?.city && (
          <span className="muted chat__profile-place">
            {[member.city, member.state].filter(Boolean).join(', ')}
          </span>
        )}
      </span>
    </>
  );
  if (!linked) return <div className="chat__profile">{body}</div>;
  return (
    <Link to={paths.seller(otherId)} className="chat__profile">
      {body}
      <span className="chat__profile-link">{t('messages.chat.viewProfile')}</span>
    </Link>
  );
}
