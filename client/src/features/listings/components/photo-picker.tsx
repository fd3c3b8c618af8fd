import { compressImage, imageErrorMessage, NOT_AN_IMAGE_MESSAGE } from '@client/lib/compress-image';
import { imageUrl } from '@client/lib/images';
import { useObjectUrl } from '@client/lib/use-object-url';
import { useId, useState } from 'react';

/**
 * An optional listing photo, compressed in the browser (docs/product.md §7.10). When it cannot be
 * brought under 3 MB the error is shown and the original file is kept; the server decides.
 */
export function PhotoPicker({
  current,
  file,
  onFile,
  onBusy,
  label = 'Add a photo',
}: {
  current?: string | null | undefined;
  file: File | undefined;
  onFile: (file: File | undefined) => void;
  onBusy?: (busy: boolean) => void;
  label?: string;
}) {
  const id = useId();
  const preview = useObjectUrl(file);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const choose = async (chosen: File | undefined) => {
    setError(undefined);
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setError(NOT_AN_IMAGE_MESSAGE);
      return;
    }
    setBusy(true);
    onBusy?.(true);
    try {
      onFile(await compressImage(chosen));
    } catch (err) {
      setError(imageErrorMessage(err));
      onFile(chosen);
    } finally {
      setBusy(false);
      onBusy?.(false);
    }
  };

  const src = preview ?? imageUrl(current);
  return (
    <div className="photo-picker">
      {src ? (
        <img className="photo-picker__preview" src={src} alt="Listing preview" />
      ) : (
        <div className="photo-picker__preview photo-picker__preview--empty" aria-hidden="true" />
      )}
      <div className="row">
        <label htmlFor={id} className="btn btn--secondary btn--small">
          {busy ? 'Preparing photo...' : src ? 'Change photo' : label}
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          className="visually-hidden"
          aria-label={src ? 'Change photo' : label}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {file && (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => {
              onFile(undefined);
              setError(undefined);
            }}
          >
            Remove photo
          </button>
        )}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
