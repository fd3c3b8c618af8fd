import { errorMessage, statusOf } from '@client/lib/api';
import { sendReport } from '@client/lib/reports';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_THANKS,
  type ReportTarget,
  reportSchema,
} from '@common/schemas/safety';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from './button';
import { Dialog } from './dialog';
import { Alert } from './feedback';
import { TextArea } from './field';
import './report-dialog.css';

const formSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
  details: reportSchema.shape.details,
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The 429 of the daily limit says it in the server's words; anything else in ours. */
function failure(error: unknown): string {
  if (statusOf(error) === 429) return errorMessage(error, 'You have sent too many reports today.');
  if (statusOf(error) === 404) return 'This is no longer there to report.';
  return 'Failed to send the report. Please try again.';
}

/**
 * Reporting a listing, a member or a message (docs/product.md §14.2): a reason from the list
 * and optional details, then the thanks. `subject` names what is reported in the title.
 */
export function ReportDialog({
  open,
  onClose,
  target,
  subject,
}: {
  open: boolean;
  onClose: () => void;
  target: { type: ReportTarget; id: number };
  subject: string;
}) {
  const formId = useId();
  const send = useMutation({
    mutationFn: (values: FormOutput) =>
      sendReport({ target_type: target.type, target_id: target.id, ...values }),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { details: '' },
  });
  const close = () => {
    reset();
    send.reset();
    onClose();
  };
  const submit = handleSubmit((values) =>
    send.mutate({ reason: values.reason, ...(values.details ? { details: values.details } : {}) }),
  );

  if (send.isSuccess) {
    return (
      <Dialog
        open={open}
        title={`Report ${subject}`}
        onClose={close}
        actions={<Button onClick={close}>Close</Button>}
      >
        <p role="status">{REPORT_THANKS}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      title={`Report ${subject}`}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send report'}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack report-form" onSubmit={submit} noValidate>
        <fieldset
          className="report-form__reasons"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${formId}-reason-error` : undefined}
        >
          <legend className="report-form__legend">What is wrong?</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="check">
              <input type="radio" value={reason} {...register('reason')} />
              {REPORT_REASON_LABELS[reason]}
            </label>
          ))}
          {errors.reason && (
            <p id={`${formId}-reason-error`} className="field__error" role="alert">
              {errors.reason.message}
            </p>
          )}
        </fieldset>
        <TextArea
          label="Details (optional)"
          hint={`Anything that helps our moderators, up to ${REPORT_DETAILS_MAX.toLocaleString('en-US')} characters.`}
          error={errors.details?.message}
          rows={4}
          {...register('details')}
        />
      </form>
      {send.isError && <Alert>{failure(send.error)}</Alert>}
    </Dialog>
  );
}
