import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPropertyDetail } from '@immora/shared/properties';
import { GALLERY_SIZES } from '@immora/shared/photo-variants';
import { Icon } from '../../../components/icon.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { ResponsivePhoto } from '../../../components/responsive-photo.tsx';

type Photo = TPropertyDetail['photos'][number];
/** The previous and next buttons over a photo (the stage and the full-screen view). */
function GalleryNav({ onGo, iconSize }: { onGo: (step: number) => void; iconSize: number }) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="float-btn gallery__nav gallery__nav--prev"
        aria-label={t('property.gallery.previous')}
        onClick={() => onGo(-1)}
      >
        <Icon name="chevronLeft" size={iconSize} />
      </button>
      <button
        type="button"
        className="float-btn gallery__nav gallery__nav--next"
        aria-label={t('property.gallery.next')}
        onClick={() => onGo(1)}
      >
        <Icon name="chevronRight" size={iconSize} />
      </button>
    </>
  );
}

/**
 * Large photo, thumbnails, arrow keys, and a full-screen lightbox. The stage's photo is the
 * page's largest picture: loaded eagerly with high priority.
 */
export function Gallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const count = photos.length;
  const photo = photos[index];
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  // Arrow keys also work while the lightbox is open (its focus trap handles Escape).
  useEffect(() => {
    if (!open) return undefined;
    const handler = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
      if (event.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
    };
    document.addEventListener('keydown', handler);
    return () => document.removeEventListener('keydown', handler);
  }, [open, count]);

  if (!photo) {
    return (
      <div className="stack gallery gallery--empty" role="img" aria-label={title}>
        <Icon name="home" size={48} />
      </div>
    );
  }

  const label = t('property.gallery.photoOf', { index: index + 1, count });
  // The current photo, on the stage and in the lightbox.
  const current = {
    variants: photo.variants,
    src: photo.url,
    alt: `${title} — ${label}`,
    width: photo.width,
    height: photo.height,
  };
  return (
    <section className="stack gallery" aria-roledescription="carousel" aria-label={t('property.gallery.label')}>
      <div className="gallery__stage" tabIndex={0} onKeyDown={onKey} aria-label={label}>
        <ResponsivePhoto {...current} sizes={GALLERY_SIZES} priority />
        {count > 1 && <GalleryNav onGo={go} iconSize={22} />}
        <span className="photo-counter gallery__counter">
          {index + 1} / {count}
        </span>
        <button type="button" className="row-inline gallery__expand" onClick={() => setOpen(true)}>
          <Icon name="expand" size={16} />
          {t('property.gallery.fullScreen')}
        </button>
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {photos.map((p, i) => (
            <li key={p.url}>
              <button
                type="button"
                className="thumb-btn gallery__thumb"
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('property.gallery.photoOf', { index: i + 1, count })}
                onClick={() => setIndex(i)}
              >
                <ResponsivePhoto variants={p.variants} src={p.thumbnail} alt="" width={160} height={90} sizes="160px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Overlay open={open} onClose={() => setOpen(false)} labelledBy={`${id}-lightbox`} className="lightbox">
        <h2 id={`${id}-lightbox`} className="visually-hidden">
          {title} — {label}
        </h2>
        <button
          type="button"
          className="float-btn lightbox__close"
          aria-label={t('property.gallery.close')}
          onClick={() => setOpen(false)}
        >
          <Icon name="close" size={22} />
        </button>
        <ResponsivePhoto {...current} sizes="100vw" className="lightbox__image" />
        {count > 1 && <GalleryNav onGo={go} iconSize={26} />}
        <span className="photo-counter lightbox__counter">
          {index + 1} / {count}
        </span>
      </Overlay>
    </section>
  );
}
