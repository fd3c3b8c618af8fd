import { Avatar } from '@client/components/avatar';
import { paths } from '@client/paths';
import { Link } from 'react-router-dom';

/** A member's picture and name, linking to their seller page. */
export function MemberCard({
  id,
  username,
  picture,
  meta,
}: {
  id: number;
  username: string;
  picture: string | null;
  meta?: string | undefined;
}) {
  return (
    <Link to={paths.seller(id)} className="member-card card">
      <Avatar src={picture} name={username} size={44} />
      <span style={{ minWidth: 0 }}>
        <span className="member-card__name">{username}</span>
        {meta && <span className="member-card__meta">{meta}</span>}
      </span>
    </Link>
  );
}
