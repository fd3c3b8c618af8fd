import { useConnectionState } from '../realtime';
import './connection-banner.css';

/** docs/product.md §10.5's connection errors, shown while the connection is being brought back. */
export function ConnectionBanner() {
  const { error, status, outbox } = useConnectionState();
  if (!error || status === 'connected') return null;
  const waiting = outbox.some((i) => i.state === 'sending');
  return (
    <p className="connection-banner" role="status">
      <strong>Connection problem: {error}.</strong> Reconnecting…
      {waiting && ' Your messages will be sent when the connection is back.'}
    </p>
  );
}
