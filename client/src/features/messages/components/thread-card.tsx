import { Avatar } from '@client/components/avatar';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import type { MessageThread } from '@common/schemas/messages';
import type { MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { formatMessageTime } from '../format-time';

/** One conversation: who, the last message (yours prefixed "You:"), when, and unread state. */
export function ThreadCard({
  thread,
  me,
  onOpen,
}: {
  thread: MessageThread;
  me: number;
  onOpen: (thread: MessageThread, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = useT('messages');
  const locale = useLocale();
  const { other_user: other, last_message: last, unread, unread_count: count } = thread;
  const preview = !last
    ? t('messages.thread.sayHello')
    : last.sender_id === me
      ? t('messages.thread.mine', { content: last.content })
      : last.content;
  return (
    <li>
      {/* NavLink: on a desktop the open conversation's thread is marked beside it. */}
      <NavLink
        to={paths.chat(other.id)}
        className={`thread-card${unread ? ' thread-card--unread' : ''}`}
        onClick={(event) => onOpen(thread, event)}
      >
        <Avatar src={other.profile_picture} name={other.username} size={48} />
        <span className="thread-card__body">
          <span className="thread-card__top">
            <span className="thread-card__name">{other.username}</span>
            {last && (
              <time className="thread-card__time" dateTime={last.created_at}>
                {formatMessageTime(last.created_at, new Date(), locale)}
              </time>
            )}
          </span>
          <span className="thread-card__preview">{preview}</span>
        </span>
        {unread && (
          <span className="thread-card__count">
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden">{t('messages.thread.unread', { count })}</span>
          </span>
        )}
      </NavLink>
    </li>
  );
}
