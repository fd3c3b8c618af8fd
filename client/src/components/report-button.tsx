import { useT } from '@client/lib/i18n/use-i18n';
import type { ReportTarget } from '@common/schemas/safety';
import { useState } from 'react';
import { Button } from './button';
import { ReportDialog } from './report-dialog';

/** "Report" and its dialog, for a page that reports one thing (docs/product.md §14.2). */
export function ReportButton({
  target,
  subject,
  label,
}: {
  target: { type: ReportTarget; id: number };
  subject: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const t = useT('safety');
  return (
    <>
      <Button small variant="ghost" onClick={() => setOpen(true)}>
        {label ?? t('safety.report.button')}
      </Button>
      <ReportDialog open={open} onClose={() => setOpen(false)} target={target} subject={subject} />
    </>
  );
}
