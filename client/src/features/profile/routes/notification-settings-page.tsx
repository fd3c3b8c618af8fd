import { Alert, Loading } from '@client/components/feedback';
import { Checkbox } from '@client/components/field';
import { PageHeader } from '@client/components/page-header';
import { showToast } from '@client/components/toast';
import { errorMessage } from '@client/lib/api';
import { paths } from '@client/paths';
import {
  type ChannelChoice,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@common/notification-kinds';
import {
  EMAIL_KINDS,
  KIND_LABELS,
  type NotificationSettings,
} from '@common/schemas/notification-settings';
import { useState } from 'react';
import { useNotificationSettings, useSaveNotificationChoice } from '../notification-settings-api';
import './profile.css';

const HINTS: Partial<Record<NotificationKind, string>> = {
  message:
    'One e-mail when a message has waited 15 minutes while you are away, once per conversation until you read it.',
};

const hasEmail = (kind: NotificationKind) => (EMAIL_KINDS as readonly string[]).includes(kind);

/** Which channels tell the member of what (docs/product.md §8.9). Each change is saved at once. */
export function NotificationSettingsPage() {
  const { data: settings, isPending, error } = useNotificationSettings();
  if (isPending) return <Loading>Loading your notification settings...</Loading>;
  if (error || !settings) {
    return (
      <div className="page page--readable">
        <Alert>Failed to load your notification settings. Please try again later.</Alert>
      </div>
    );
  }
  return <Choices saved={settings} />;
}

function Choices({ saved }: { saved: NotificationSettings }) {
  const save = useSaveNotificationChoice();
  // The switch moves as it is tapped; a failed save puts it back.
  const [shown, setShown] = useState(saved);
  const change = (kind: NotificationKind, channel: keyof ChannelChoice, on: boolean) => {
    const before = shown;
    const choice = { ...shown[kind], [channel]: on };
    setShown({ ...shown, [kind]: choice });
    // Said in a toast: the switch tapped may be anywhere down a phone's screen (§8.9).
    save.mutate(
      { [kind]: choice },
      {
        onSuccess: () => showToast('Saved'),
        onError: (error) => {
          setShown(before);
          showToast(errorMessage(error, 'Failed to save. Please try again.'), 'error');
        },
      },
    );
  };

  return (
    <div className="page page--readable stack">
      <PageHeader title="Notification settings" back={paths.profile} />
      <p className="muted">
        Choose how Homegrown tells you of what matters. Push notifications reach the devices where
        you turned on "Notifications on this device" in your profile.
      </p>
      {NOTIFICATION_KINDS.map((kind) => (
        <fieldset key={kind} className="card notification-settings__kind">
          <legend>{KIND_LABELS[kind]}</legend>
          {HINTS[kind] && <p className="muted">{HINTS[kind]}</p>}
          {hasEmail(kind) && (
            <Checkbox
              label="E-mail"
              checked={shown[kind].email}
              onChange={(e) => change(kind, 'email', e.target.checked)}
            />
          )}
          <Checkbox
            label="Push"
            checked={shown[kind].push}
            onChange={(e) => change(kind, 'push', e.target.checked)}
          />
        </fieldset>
      ))}
    </div>
  );
}
