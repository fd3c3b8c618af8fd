import { useT } from '@client/lib/i18n/use-i18n';
import type { ConnectionError } from '@common/realtime';
import { useConnectionState } from '../realtime';
import './connection-banner.css';

/** The reasons common/realtime.ts names a failure by, each said in the member's language. */
const ERROR_KEYS = {
  // i18n-exempt: a reason's name, the key to its text
  'No transports available': 'messages.connection.error.transport',
  timeout: 'messages.connection.error.timeout',
  // i18n-exempt: a reason's name, the key to its text
  'ping timeout': 'messages.connection.error.pingTimeout',
  // i18n-exempt: a reason's name, the key to its text
  'server error': 'messages.connection.error.server',
} as const satisfies Record<ConnectionError, string>;

/** docs/product.md §10.5's connection errors, shown while the connection is being brought back. */
export function ConnectionBanner() {
  const t = useT('messages');
  const { error, status, outbox } = useConnectionState();
  if (!error || status === 'connected') return null;
  const waiting = outbox.some((i) => i.state === 'sending');
  return (
    <p className="connection-banner" role="status">
      <strong>{t('messages.connection.problem', { error: t(ERROR_KEYS[error]) })}</strong>{' '}
      {t('messages.connection.reconnecting')}
      {waiting && ` ${t('messages.connection.willSend')}`}
    </p>
  );
}
