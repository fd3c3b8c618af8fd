import { Alert } from '@client/components/feedback';
import { Checkbox } from '@client/components/field';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import {
  currentPushSubscription,
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
  const t = useT('profile');

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
          : errorMessage(err, t('profile.push.failed', { turning: wanted ? 'on' : 'off' })),
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
        label={t('profile.push.label')}
        checked={on}
        disabled={busy || unsupported}
        onChange={(e) => void change(e.target.checked)}
      />
      <p className="muted">{t('profile.push.description')}</p>
      <div aria-live="polite">
        {problem ? (
          <Alert>{problem}</Alert>
        ) : unsupported ? (
          <Alert tone="info">{t('common.push.unsupported')}</Alert>
        ) : (
          blocked && <Alert tone="info">{t('common.push.blocked')}</Alert>
        )}
      </div>
    </div>
  );
}
