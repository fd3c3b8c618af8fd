import { MESSAGE_MAX } from '@common/limits';
import { messageContent } from '@common/schemas/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const composerSchema = z.object({ content: messageContent });
type ComposerInput = z.input<typeof composerSchema>;

/** The chat's input: Enter or Send sends the trimmed text; blank text is simply not sent. */
export function Composer({ onSend }: { onSend: (content: string) => void }) {
  const { register, handleSubmit, reset, formState } = useForm<ComposerInput>({
    resolver: zodResolver(composerSchema),
    defaultValues: { content: '' },
  });
  const error = formState.errors.content;
  // An empty message is not an error worth a red line (docs/product.md §10.4: it is just not sent).
  const shown = error && error.type !== 'too_small' ? error.message : undefined;
  const submit = handleSubmit(({ content }) => {
    onSend(content.trim());
    reset({ content: '' });
  });
  return (
    <form className="composer" onSubmit={submit} noValidate>
      <label htmlFor="composer-input" className="visually-hidden">
        Message
      </label>
      <input
        id="composer-input"
        className="composer__input"
        placeholder="Type a message…"
        autoComplete="off"
        enterKeyHint="send"
        maxLength={MESSAGE_MAX}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? 'composer-error' : undefined}
        {...register('content')}
      />
      <button type="submit" className="btn">
        Send
      </button>
      {shown && (
        <p id="composer-error" className="field__error composer__error" role="alert">
          {shown}
        </p>
      )}
    </form>
  );
}
