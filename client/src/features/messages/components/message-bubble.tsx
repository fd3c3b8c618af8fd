import type { Message } from '@common/types';
import type { OutboxItem } from '../connection';
import { formatMessageTime } from '../format-time';

/** A message as a bubble; its content is text, never markup (React escapes it). */
export function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  return (
    <li className={`bubble ${mine ? 'bubble--out' : 'bubble--in'}`}>
      <span className="visually-hidden">{mine ? 'You:' : 'They:'}</span>
      <p className="bubble__text">{message.content}</p>
      <time className="bubble__time" dateTime={message.created_at}>
        {formatMessageTime(message.created_at)}
      </time>
    </li>
  );
}

/** A message not yet acknowledged: "Sending…", or refused with the server's reason. */
export function PendingBubble({
  item,
  onRetry,
  onDiscard,
}: {
  item: OutboxItem;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  return (
    <li
      className={`bubble bubble--out bubble--pending${item.state === 'failed' ? ' bubble--failed' : ''}`}
    >
      <p className="bubble__text">{item.content}</p>
      {item.state === 'sending' ? (
        <span className="bubble__time">Sending…</span>
      ) : (
        <span className="bubble__error" role="alert">
          Not sent: {item.detail}{' '}
          <button type="button" className="link-btn" onClick={onRetry}>
            Retry
          </button>{' '}
          <button type="button" className="link-btn" onClick={onDiscard}>
            Delete
          </button>
        </span>
      )}
    </li>
  );
}
