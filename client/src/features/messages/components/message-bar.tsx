import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import { type FormEvent, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isTooLong, lengthNote, tooLongText } from '../message-length';
import { useRealtime } from '../realtime';
import './message-bar.css';

/**
 * The bar on listing and seller pages: writing and sending starts (or continues) the
 * conversation and opens it; sending nothing just opens it. Only for a signed-in member
 * who is not `userId` (docs/product.md §10.3). On a listing's page, `listingId` says what
 * the message is about (docs/product.md §10.7).
 */
export function MessageBar(props: BarProps) {
  const session = useSession();
  if (!session || session.user.id === props.userId) return null;
  // Its words may still be on their way when the page around it is not (docs/decisions.md
  // "Languages"): the page shows meanwhile, the bar joins it.
  return (
    <Suspense fallback={null}>
      <Bar {...props} />
    </Suspense>
  );
}

interface BarProps {
  userId: number;
  username?: string | undefined;
  listingId?: number | undefined;
}

function Bar({ userId, username, listingId }: BarProps) {
  const t = useT('messages');
  const locale = useLocale();
  const realtime = useRealtime();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState(false);
  const note = lengthNote(text, locale);
  const name = username ?? t('messages.chat.userFallback', { id: userId });
  const tooLong = refused && isTooLong(text);
  const inputId = `message-bar-${userId}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Over the limit: refused here with the limit stated, the text kept (docs/product.md §10.4).
    if (isTooLong(text)) {
      setRefused(true);
      return;
    }
    const content = text.trim();
    if (content && realtime) realtime.connection.send(userId, content, listingId);
    setText('');
    navigate(paths.chat(userId));
  };

  return (
    <form
      className="message-bar"
      onSubmit={onSubmit}
      aria-label={t('messages.bar.label', { name })}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('messages.bar.inputLabel', { name })}
      </label>
      <input
        id={inputId}
        className="message-bar__input"
        placeholder={t('messages.composer.placeholder')}
        value={text}
        autoComplete="off"
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={
          [tooLong && `${inputId}-error`, note && `${inputId}-count`].filter(Boolean).join(' ') ||
          undefined
        }
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn--small">
        {t('messages.composer.send')}
      </button>
      {tooLong && (
        <p id={`${inputId}-error`} className="field__error message-bar__note" role="alert">
          {tooLongText(locale)}
        </p>
      )}
      {note && (
        <p id={`${inputId}-count`} className="muted message-bar__note">
          {note}
        </p>
      )}
    </form>
  );
}
