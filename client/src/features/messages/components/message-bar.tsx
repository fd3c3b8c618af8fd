import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isTooLong, lengthNote, MESSAGE_TOO_LONG } from '../message-length';
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
  const [refused, setRefused] = useState(false);
  if (!session || session.user.id === userId) return null;
  const note = lengthNote(text);
  const tooLong = refused && isTooLong(text);
  const inputId = `message-bar-${userId}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Over the limit: refused here with the limit stated, the text kept (docs/product.md §10.4).
    if (isTooLong(text)) {
      setRefused(true);
      return;
    }
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
      <label htmlFor={inputId} className="visually-hidden">
        {`Message to ${username ?? `User ${userId}`}`}
      </label>
      <input
        id={inputId}
        className="message-bar__input"
        placeholder="Type a message…"
        value={text}
        autoComplete="off"
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={
          [tooLong && `${inputId}-error`, note && `${inputId}-count`].filter(Boolean).join(' ') ||
          undefined
        }
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn--small">
        Send
      </button>
      {tooLong && (
        <p id={`${inputId}-error`} className="field__error message-bar__note" role="alert">
          {MESSAGE_TOO_LONG}
        </p>
      )}
      {note && (
        <p id={`${inputId}-count`} className="muted message-bar__note">
          {note}
        </p>
      )}
    </form>
  );
}
