import { useT } from '@client/lib/i18n/use-i18n';
import { imageUrl } from '@client/lib/images';
import { useObjectUrl } from '@client/lib/use-object-url';
import { useId } from 'react';
import './avatar-picker.css';

/** The 230 px avatar with an image picker; a chosen file is previewed locally. */
export function AvatarPicker({
  current,
  file,
  onChoose,
  error,
}: {
  current: string | null | undefined;
  file: File | undefined;
  onChoose: (file: File | undefined) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const t = useT();
  const preview = useObjectUrl(file);
  const src = preview ?? imageUrl(current);
  return (
    <div className="avatar-picker">
      {src ? (
        <img
          className="avatar-picker__image"
          src={src}
          alt={t('common.avatarPicker.alt')}
          width={230}
          height={230}
        />
      ) : (
        <div
          className="avatar-picker__image"
          role="img"
          aria-label={t('common.avatarPicker.none')}
        />
      )}
      <label htmlFor={id} className="btn btn--secondary btn--small">
        {t('common.avatarPicker.choose')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="visually-hidden"
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
