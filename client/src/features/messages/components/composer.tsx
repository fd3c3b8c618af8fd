import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { messageContent } from '@common/schemas/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { isTooLong, lengthNote, tooLongText } from '../message-length';

const composerSchema = z.object({ content: messageContent });
type ComposerInput = z.input<typeof composerSchema>;

/**
 * The chat's input: Enter or Send sends the trimmed text; blank text is simply not sent.
 * `closed` says why nothing can be sent any more (the member has left): the input turns
 * read-only, announced as disabled, so `kept` (text the server refused) can still be copied.
 */
export function Composer({
  onSend,
  closed,
  kept,
}: {
  onSend: (content: string) => void;
  closed?: string | undefined;
  kept?: string | undefined;
}) {
  const t = useT('messages');
  const locale = useLocale();
  const { register, handleSubmit, reset, setValue, formState, control } = useForm<ComposerInput>({
    resolver: zodResolver(composerSchema),
    defaultValues: { content: '' },
  });
  useEffect(() => {
    if (kept) setValue('content', kept);
  }, [kept, setValue]);
  const text = useWatch({ control, name: 'content' }) ?? '';
  const note = closed ? undefined : lengthNote(text, locale);
  const error = formState.errors.content;
  // An empty message is not an error worth a red line (docs/product.md §10.4: it is just not sent);
  // one over the limit is refused in words that state it, and stays in the input to be cut.
  const shown =
    !error || error.type === 'too_small' || closed
      ? undefined
      : error.type === 'too_big'
        ? isTooLong(text)
          ? tooLongText(locale)
          : undefined
        : error.message;
  const submit = handleSubmit(({ content }) => {
    if (closed) return;
    onSend(content.trim());
    reset({ content: '' });
  });
  return (
    <form className="composer" onSubmit={submit} noValidate>
      <label htmlFor="composer-input" className="visually-hidden">
        {t('messages.composer.label')}
      </label>
      <input
        id="composer-input"
        className="composer__input"
        placeholder={t('messages.composer.placeholder')}
        autoComplete="off"
        enterKeyHint="send"
        readOnly={Boolean(closed)}
        aria-disabled={closed ? true : undefined}
        aria-invalid={shown ? true : undefined}
        aria-describedby={
          closed
            ? 'composer-closed'
            : [shown && 'composer-error', note && 'composer-count'].filter(Boolean).join(' ') ||
              undefined
        }
        {...register('content')}
      />
      <button type="submit" className="btn" disabled={Boolean(closed)}>
        {t('messages.composer.send')}
      </button>
      {closed && (
        <p id="composer-closed" className="composer__note" role="status">
          {closed}
        </p>
      )}
      {shown && (
        <p id="composer-error" className="field__error composer__error" role="alert">
          {shown}
        </p>
      )}
      {note && (
        <p id="composer-count" className="composer__note">
          {note}
        </p>
      )}
    </form>
  );
}
