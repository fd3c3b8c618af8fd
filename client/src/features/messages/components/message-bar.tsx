import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import { MESSAGE_MAX } from '@common/limits';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRealtime } from '../realtime';
import './message-bar.css';

/**
 * The bar on listing and seller pages: writing and sending starts (or continues) the
 * conversation and opens it; sending nothing just opens it. Only for a signed-in member
 * who is not `userId` (docs/product.md §10.3). On a listing's page, `listingId` says what
 * the message is about (docs/product.md §10.7).
 */
export function MessageBar({
  userId,
  username,
  listingId,
}: {
  userId: number;
  username?: string | undefined;
  listingId?: number | undefined;
}) {
  const session = useSession();
  const realtime = useRealtime();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  if (!session || session.user.id === userId) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (content && realtime) realtime.connection.send(userId, content, listingId);
    setText('');
    navigate(paths.chat(userId));
  };

  return (
    <form
      className="message-bar"
      onSubmit={onSubmit}
      aria-label={`Message ${username ?? `User ${userId}`}`}
    >
      <label htmlFor={`message-bar-${userId}`} className="visually-hidden">
        {`Message to ${username ?? `User ${userId}`}`}
      </label>
      <input
        id={`message-bar-${userId}`}
        className="message-bar__input"
        placeholder="Type a message…"
        value={text}
        maxLength={MESSAGE_MAX}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn--small">
        Send
      </button>
    </form>
  );
}
