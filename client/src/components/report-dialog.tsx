import { errorMessage, statusOf } from '@client/lib/api';
import { type Translate, useT } from '@client/lib/i18n/use-i18n';
import { sendReport } from '@client/lib/reports';
import { say } from '@common/i18n/zod-messages';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
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
  reason: z.enum(REPORT_REASONS, say('safety.report.chooseReason')),
  details: reportSchema.shape.details,
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The 429 of the daily limit says it in the server's words; anything else in ours. */
function failure(error: unknown, t: Translate<'safety'>): string {
  if (statusOf(error) === 429) return errorMessage(error, t('safety.report.tooMany'));
  if (statusOf(error) === 404) return t('safety.report.gone');
  return t('safety.report.failed');
}

/**
 * Reporting a listing, a member, a message or a thank-you (docs/product.md §14.2): a reason from
 * the list and optional details, then the thanks. `subject` names what is reported in the title
 * (for a thank-you, its author's name: "Report the thanks from {subject}").
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
  const t = useT('safety');
  const title = t('safety.report.title', { type: target.type, subject });
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
        title={title}
        onClose={close}
        actions={<Button onClick={close}>{t('safety.report.close')}</Button>}
      >
        <p role="status">{t('safety.report.thanks')}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('safety.report.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={send.isPending}>
            {send.isPending ? t('safety.report.sending') : t('safety.report.send')}
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
          <legend className="report-form__legend">{t('safety.report.legend')}</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="check">
              <input type="radio" value={reason} {...register('reason')} />
              {t(`safety.report.reason.${reason}`)}
            </label>
          ))}
          {errors.reason && (
            <p id={`${formId}-reason-error`} className="field__error" role="alert">
              {errors.reason.message}
            </p>
          )}
        </fieldset>
        <TextArea
          label={t('safety.report.details')}
          hint={t('safety.report.detailsHint', { max: REPORT_DETAILS_MAX })}
          error={errors.details?.message}
          rows={4}
          {...register('details')}
        />
      </form>
      {send.isError && <Alert>{failure(send.error, t)}</Alert>}
    </Dialog>
  );
}
