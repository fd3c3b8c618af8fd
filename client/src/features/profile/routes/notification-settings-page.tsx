import { Alert, Loading } from '@client/components/feedback';
import { Checkbox } from '@client/components/field';
import { PageHeader } from '@client/components/page-header';
import { showToast } from '@client/components/toast';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import {
  type ChannelChoice,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@common/notification-kinds';
import { EMAIL_KINDS, type NotificationSettings } from '@common/schemas/notification-settings';
import { useState } from 'react';
import { useNotificationSettings, useSaveNotificationChoice } from '../notification-settings-api';
import './profile.css';

const hasEmail = (kind: NotificationKind) => (EMAIL_KINDS as readonly string[]).includes(kind);

/** Which channels tell the member of what (docs/product.md §8.9). Each change is saved at once. */
export function NotificationSettingsPage() {
  const { data: settings, isPending, error } = useNotificationSettings();
  const t = useT('profile');
  if (isPending) return <Loading>{t('profile.notifications.loading')}</Loading>;
  if (error || !settings) {
    return (
      <div className="page page--readable">
        <Alert>{t('profile.notifications.loadFailed')}</Alert>
      </div>
    );
  }
  return <Choices saved={settings} />;
}

function Choices({ saved }: { saved: NotificationSettings }) {
  const save = useSaveNotificationChoice();
  const t = useT('profile');
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
        onSuccess: () => showToast(t('profile.notifications.saved')),
        onError: (error) => {
          setShown(before);
          showToast(errorMessage(error, t('profile.notifications.saveFailed')), 'error');
        },
      },
    );
  };

  return (
    <div className="page page--readable stack">
      <PageHeader title={t('profile.notifications.title')} back={paths.profile} />
      <p className="muted">{t('profile.notifications.intro')}</p>
      {NOTIFICATION_KINDS.map((kind) => (
        <fieldset key={kind} className="card notification-settings__kind">
          <legend>{t(`profile.notifications.kind.${kind}`)}</legend>
          {/* The one kind whose e-mail needs a word on when it is sent. */}
          {kind === 'message' && <p className="muted">{t('profile.notifications.hint.message')}</p>}
          {hasEmail(kind) && (
            <Checkbox
              label={t('profile.notifications.email')}
              checked={shown[kind].email}
              onChange={(e) => change(kind, 'email', e.target.checked)}
            />
          )}
          <Checkbox
            label={t('profile.notifications.push')}
            checked={shown[kind].push}
            onChange={(e) => change(kind, 'push', e.target.checked)}
          />
        </fieldset>
      ))}
    </div>
  );
}
