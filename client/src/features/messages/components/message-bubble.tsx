import { useLocale } from '@client/lib/i18n/use-i18n';
import type { Message } from '@common/types';
import type { OutboxItem } from '../connection';
import { formatMessageTime } from '../format-time';

/**
 * A message as a bubble; its content is text, never markup (React escapes it). `onReport`
 * offers "Report" under a received message (docs/product.md §14.2).
 */
export function MessageBubble({
  message,
  mine,
  onReport,
}: {
  message: Message;
  mine: boolean;
  onReport?: (() => void) | undefined;
}) {
  const locale = useLocale();
  return (
    <li className={`bubble ${mine ? 'bubble--out' : 'bubble--in'}`}>
      <span className="visually-hidden">{mine ? 'You:' : 'They:'}</span>
      <p className="bubble__text">{message.content}</p>
      <span className="bubble__meta">
        <time className="bubble__time" dateTime={message.created_at}>
          {formatMessageTime(message.created_at, new Date(), locale)}
        </time>
        {onReport && (
          <button
            type="button"
            className="link-btn bubble__report"
            aria-label={`Report the message “${message.content.slice(0, 40)}”`}
            onClick={onReport}
          >
            Report
          </button>
        )}
      </span>
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
