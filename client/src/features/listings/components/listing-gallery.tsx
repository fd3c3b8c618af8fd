import { useT } from '@client/lib/i18n/use-i18n';
import { imageUrl } from '@client/lib/images';
import type { Listing } from '@common/types';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { ListingImage } from './listing-image';
import './listing-gallery.css';

/**
 * The listing page's photos (docs/product.md §7.10): one photo as it always was; several in a
 * strip that a finger swipes (the browser's own scroll snapping), with previous and next
 * buttons, a dot per photo, and the arrow keys, Home and End once the strip has focus.
 */
export function ListingGallery({ listing }: { listing: Listing }) {
  const { images, title } = listing;
  if (images.length < 2) {
    return (
      <ListingImage
        className="listing-detail__image"
        path={images[0]?.url ?? listing.featured_image}
        title={title}
        categoryId={listing.category_id}
        eager
      />
    );
  }
  return <Gallery images={images} title={title} />;
}

function Gallery({ images, title }: { images: Listing['images']; title: string }) {
  const t = useT('listings');
  const trackId = useId();
  const trackRef = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  // While the strip slides to a chosen photo, the photos it passes are not "seen".
  const sliding = useRef<number | undefined>(undefined);
  const count = images.length;
  const last = count - 1;

  const show = (index: number) => {
    const to = Math.max(0, Math.min(last, index));
    setCurrent(to);
    const track = trackRef.current;
    // jsdom has no layout and no scrollTo; browsers slide the strip to the photo.
    if (track && typeof track.scrollTo === 'function' && track.clientWidth) {
      sliding.current = to;
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      track.scrollTo({ left: to * track.clientWidth, behavior: still ? 'auto' : 'smooth' });
    }
  };

  /** A swipe ends on a photo: the dots follow. */
  const onScroll = () => {
    const track = trackRef.current;
    if (!track?.clientWidth) return;
    const seen = Math.round(track.scrollLeft / track.clientWidth);
    if (sliding.current !== undefined) {
      if (seen === sliding.current) sliding.current = undefined;
      return;
    }
    if (seen !== current && seen >= 0 && seen <= last) setCurrent(seen);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: last,
    };
    const to = keys[event.key];
    if (to === undefined) return;
    event.preventDefault();
    show(to);
  };

  return (
    <div className="gallery">
      <div className="gallery__viewport">
        {/* A scrollable region takes focus, so the arrow keys move through the photos. */}
        <section
          id={trackId}
          ref={trackRef}
          className="gallery__track"
          aria-roledescription={t('listings.gallery.carousel')}
          aria-label={t('listings.gallery.label', { title })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          onKeyDown={onKeyDown}
          onScroll={onScroll}
        >
          {images.map((image, index) => (
            <img
              key={image.id}
              className="gallery__slide"
              src={imageUrl(image.url)}
              alt={t('listings.gallery.alt', { title, number: index + 1, count })}
              width={image.width ?? undefined}
              height={image.height ?? undefined}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              aria-hidden={index !== current}
            />
          ))}
        </section>
        <button
          type="button"
          className="gallery__arrow gallery__arrow--previous"
          aria-controls={trackId}
          aria-label={t('listings.gallery.previous')}
          disabled={current === 0}
          onClick={() => show(current - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="gallery__arrow gallery__arrow--next"
          aria-controls={trackId}
          aria-label={t('listings.gallery.next')}
          disabled={current === last}
          onClick={() => show(current + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t('listings.gallery.position', { number: current + 1, count })}
      </p>
      <div className="gallery__dots">
        {images.map((image, index) => (
          <button
            key={image.id}
            type="button"
            className="gallery__dot"
            aria-controls={trackId}
            aria-label={t('listings.gallery.show', { number: index + 1, count })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => show(index)}
          />
        ))}
      </div>
    </div>
  );
}
