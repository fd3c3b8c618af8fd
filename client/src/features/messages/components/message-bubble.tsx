import { useLocale, useT } from '@client/lib/i18n/use-i18n';
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
  const t = useT('messages');
  const locale = useLocale();
  return (
    <li className={`bubble ${mine ? 'bubble--out' : 'bubble--in'}`}>
      <span className="visually-hidden">
        {t(mine ? 'messages.bubble.mine' : 'messages.bubble.theirs')}
      </span>
      <p className="bubble__text">{message.content}</p>
      <span className="bubble__meta">
        <time className="bubble__time" dateTime={message.created_at}>
          {formatMessageTime(message.created_at, new Date(), locale)}
        </time>
        {onReport && (
          <button
            type="button"
            className="link-btn bubble__report"
            aria-label={t('messages.bubble.reportLabel', { excerpt: message.content.slice(0, 40) })}
            onClick={onReport}
          >
            {t('messages.bubble.report')}
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
  const t = useT('messages');
  return (
    <li
      className={`bubble bubble--out bubble--pending${item.state === 'failed' ? ' bubble--failed' : ''}`}
    >
      <p className="bubble__text">{item.content}</p>
      {item.state === 'sending' ? (
        <span className="bubble__time">{t('messages.bubble.sending')}</span>
      ) : (
        <span className="bubble__error" role="alert">
          {t('messages.bubble.notSent', { detail: item.detail ?? '' })}{' '}
          <button type="button" className="link-btn" onClick={onRetry}>
            {t('messages.bubble.retry')}
          </button>{' '}
          <button type="button" className="link-btn" onClick={onDiscard}>
            {t('messages.bubble.delete')}
          </button>
        </span>
      )}
    </li>
  );
}
