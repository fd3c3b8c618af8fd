import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { useT } from '@client/lib/i18n/use-i18n';
import { useMutation } from '@tanstack/react-query';
import { downloadCalendar } from '../api';

/** "Add to calendar": the agreed pickup as an .ics file (docs/product.md §7.15). */
export function CalendarButton({ pickupId }: { pickupId: number }) {
  const t = useT('pickups');
  const download = useMutation({ mutationFn: () => downloadCalendar(pickupId) });
  return (
    <>
      <Button
        variant="secondary"
        small
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('pickups.action.calendar')}
      </Button>
      {download.isError && (
        <Alert onDismiss={() => download.reset()}>{t('pickups.action.calendarFailed')}</Alert>
      )}
    </>
  );
}
