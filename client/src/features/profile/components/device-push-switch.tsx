import { Alert } from '@client/components/feedback';
import { Checkbox } from '@client/components/field';
import { errorMessage } from '@client/lib/api';
import {
  currentPushSubscription,
  PUSH_BLOCKED,
  PUSH_UNSUPPORTED,
  PushUnavailable,
  pushPermission,
  pushSupported,
  turnPushOff,
  turnPushOn,
} from '@client/lib/web-push';
import { useEffect, useState } from 'react';

/**
 * "Notifications on this device" (docs/product.md §8.10): the browser's permission is asked
 * only when the member turns it on, never on load, and a refusal is said in words.
 */
export function DevicePushSwitch() {
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let live = true;
    currentPushSubscription()
      .then((subscription) => {
        if (live) setOn(subscription !== null && pushPermission() === 'granted');
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  const change = async (wanted: boolean) => {
    setBusy(true);
    setProblem(undefined);
    try {
      if (wanted) await turnPushOn();
      else await turnPushOff();
      setOn(wanted);
    } catch (err) {
      setProblem(
        err instanceof PushUnavailable
          ? err.message
          : errorMessage(
              err,
              `Could not turn ${wanted ? 'on' : 'off'} notifications for this device. Please try again.`,
            ),
      );
    } finally {
      setBusy(false);
    }
  };

  const unsupported = !pushSupported();
  const blocked = !unsupported && pushPermission() === 'denied';
  return (
    <div className="card stack">
      <Checkbox
        role="switch"
        label="Notifications on this device"
        checked={on}
        disabled={busy || unsupported}
        onChange={(e) => void change(e.target.checked)}
      />
      <p className="muted">
        Matches, friend requests and messages appear on this device even when Homegrown is closed.
      </p>
      <div aria-live="polite">
        {problem ? (
          <Alert>{problem}</Alert>
        ) : unsupported ? (
          <Alert tone="info">{PUSH_UNSUPPORTED}</Alert>
        ) : (
          blocked && <Alert tone="info">{PUSH_BLOCKED}</Alert>
        )}
      </div>
    </div>
  );
}
