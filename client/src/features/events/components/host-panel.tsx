import { Button, buttonClass } from '@client/components/button';
import { Dialog } from '@client/components/dialog';
import { Alert } from '@client/components/feedback';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import type { Event } from '@common/schemas/events';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useHostActions } from '../api';

/**
 * The host's own buttons (docs/product.md §7.19): "Edit", and "Cancel swap day" after a
 * confirmation that says everyone going will be told.
 */
export function HostPanel({ event }: { event: Event }) {
  const t = useT('events');
  const navigate = useNavigate();
  const { cancel } = useHostActions(event.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="row event-host">
      <Link to={paths.editEvent(event.id)} className={buttonClass('secondary', { small: true })}>
        {t('events.host.edit')}
      </Link>
      <Button variant="danger" small onClick={() => setConfirming(true)}>
        {t('events.host.cancel')}
      </Button>
      <Dialog
        open={confirming}
        title={t('events.host.confirmTitle')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('events.host.keep')}
            </Button>
            <Button
              variant="danger"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSuccess: () => navigate(paths.events) })}
            >
              {t('events.host.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('events.host.confirmText', { count: event.going_count })}</p>
        {cancel.isError && (
          <Alert onDismiss={() => cancel.reset()}>
            {errorMessage(cancel.error, t('events.host.cancelFailed'))}
          </Alert>
        )}
      </Dialog>
    </div>
  );
}
