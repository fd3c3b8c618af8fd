import { compressImage, imageErrorMessage } from '@client/lib/compress-image';
import { useT } from '@client/lib/i18n/use-i18n';
import { imageUrl } from '@client/lib/images';
import { isPhotoFile, notAPhotoMessage } from '@client/lib/photo-type';
import { useObjectUrl } from '@client/lib/use-object-url';
import { LISTING_PHOTOS_MAX } from '@common/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { newDraft, type PhotoDraft } from '../photo-drafts';
import './photo-list.css';

type Move = 'earlier' | 'later';

/**
 * A listing's photos in the create and edit forms (docs/product.md §7.10): add several (each
 * compressed in the browser; one that cannot get under 3 MB is kept as it is and the server
 * decides), remove, and move earlier or later. The first is the cover and says so. Buttons
 * name the photo they act on, and each move is announced.
 */
export function PhotoList({
  photos,
  onChange,
  onBusy,
}: {
  photos: PhotoDraft[];
  onChange: (photos: PhotoDraft[]) => void;
  onBusy?: (busy: boolean) => void;
}) {
  const t = useT('listings');
  const inputId = useId();
  const hintId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  // After a move, focus follows the photo to its new place (React moves its node, which drops
  // focus in some browsers); after a removal it goes to the list's next control.
  const [focusNext, setFocusNext] = useState<{ key: string; move?: Move } | undefined>();
  const room = LISTING_PHOTOS_MAX - photos.length;

  useEffect(() => {
    if (!focusNext) return;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-key="${focusNext.key}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(
      `[data-move="${focusNext.move ?? 'remove'}"]:not(:disabled)`,
    );
    (wanted ?? item?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
    setFocusNext(undefined);
  }, [focusNext]);

  const add = async (chosen: File[]) => {
    const problems: string[] = [];
    // Declared an image and made like one (§7.10): anything else is refused here, in one
    // message, and never reaches the list or the server.
    const photo = await Promise.all(
      chosen.map(async (file) => file.type.startsWith('image/') && (await isPhotoFile(file))),
    );
    const images = chosen.filter((_, i) => photo[i]);
    const refused = chosen.filter((_, i) => !photo[i]).map((file) => file.name);
    if (refused.length) problems.push(notAPhotoMessage(refused));
    if (images.length > room)
      problems.push(t('listings.photos.limit', { max: LISTING_PHOTOS_MAX }));
    const taken = images.slice(0, Math.max(room, 0));
    setErrors(problems);
    if (!taken.length) return;
    setBusy(true);
    onBusy?.(true);
    const prepared = await Promise.all(
      taken.map(async (file) => {
        try {
          return await compressImage(file);
        } catch (err) {
          problems.push(imageErrorMessage(err));
          return file;
        }
      }),
    );
    setErrors([...new Set(problems)]);
    onChange([...photos, ...prepared.map(newDraft)]);
    setSaid(t('listings.photos.added', { count: prepared.length }));
    setBusy(false);
    onBusy?.(false);
  };

  const move = (index: number, direction: Move) => {
    const to = direction === 'earlier' ? index - 1 : index + 1;
    const next = [...photos];
    const [photo] = next.splice(index, 1);
    if (!photo) return;
    next.splice(to, 0, photo);
    onChange(next);
    setSaid(
      to === 0
        ? t('listings.photos.movedToCover', { count: next.length })
        : t('listings.photos.moved', { position: to + 1, count: next.length }),
    );
    setFocusNext({ key: photo.key, move: direction });
  };

  const remove = (index: number) => {
    const next = photos.filter((_, i) => i !== index);
    onChange(next);
    setSaid(t('listings.photos.removed', { number: index + 1 }));
    const neighbour = next[Math.min(index, next.length - 1)];
    setFocusNext(neighbour ? { key: neighbour.key } : undefined);
    if (!neighbour) document.getElementById(inputId)?.focus();
  };

  return (
    <fieldset className="photo-list">
      <legend className="photo-list__legend">{t('listings.photos.legend')}</legend>
      <p id={hintId} className="muted photo-list__hint">
        {photos.length
          ? t('listings.photos.count', { count: photos.length, max: LISTING_PHOTOS_MAX })
          : t('listings.photos.upTo', { max: LISTING_PHOTOS_MAX })}
      </p>
      {photos.length > 0 && (
        <ol className="photo-list__items" ref={listRef}>
          {photos.map((photo, index) => (
            <PhotoItem
              key={photo.key}
              photo={photo}
              index={index}
              count={photos.length}
              onMove={(direction) => move(index, direction)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      {room > 0 ? (
        <div className="row">
          <label htmlFor={inputId} className="btn btn--secondary btn--small">
            {t(busy ? 'listings.photos.preparing' : 'listings.photos.add')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            className="visually-hidden"
            aria-label={t('listings.photos.add')}
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => {
              void add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </div>
      ) : (
        <p className="muted">{t('listings.photos.full')}</p>
      )}
      {errors.map((error) => (
        <p key={error} className="field__error" role="alert">
          {error}
        </p>
      ))}
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </fieldset>
  );
}

function PhotoItem({
  photo,
  index,
  count,
  onMove,
  onRemove,
}: {
  photo: PhotoDraft;
  index: number;
  count: number;
  onMove: (direction: Move) => void;
  onRemove: () => void;
}) {
  const preview = useObjectUrl(photo.kind === 'new' ? photo.file : undefined);
  const src = photo.kind === 'new' ? preview : imageUrl(photo.url);
  // A photo this browser cannot draw (HEIC outside Safari) is still a photo the server takes:
  // it shows as a plain tile, never a broken image.
  const [undrawable, setUndrawable] = useState(false);
  const t = useT('listings');
  const number = index + 1;
  const cover = index === 0;
  const name = t(cover ? 'listings.photos.altCover' : 'listings.photos.alt', { number });
  return (
    <li className="photo-list__item" data-key={photo.key}>
      <div className="photo-list__frame">
        {src && !undrawable ? (
          <img
            className="photo-list__image"
            src={src}
            alt={name}
            onError={() => setUndrawable(true)}
          />
        ) : (
          <div className="photo-list__image" role="img" aria-label={name} />
        )}
        {cover && <span className="photo-list__cover">{t('listings.photos.cover')}</span>}
      </div>
      <div className="photo-list__actions">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          data-move="earlier"
          disabled={cover}
          onClick={() => onMove('earlier')}
        >
          <span aria-hidden="true">←</span>
          <span className="visually-hidden">{t('listings.photos.earlier', { number })}</span>
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          data-move="later"
          disabled={index === count - 1}
          onClick={() => onMove('later')}
        >
          <span aria-hidden="true">→</span>
          <span className="visually-hidden">{t('listings.photos.later', { number })}</span>
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          data-move="remove"
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('listings.photos.remove', { number })}</span>
        </button>
      </div>
    </li>
  );
}
