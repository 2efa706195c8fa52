import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUCTION_GALLERY_SIZES } from '@immora/shared/photo-variants';
import type { TPropertyDetail } from '@immora/shared/properties';
import { Icon } from '../../../components/icon.tsx';
import { ResponsivePhoto } from '../../../components/responsive-photo.tsx';

const SHOWN = 5;

/** The cover photo and a few more; a thumbnail puts its photo in front. */
export function AuctionGallery({ photos, title }: { photos: TPropertyDetail['photos']; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const shown = photos.slice(0, SHOWN);
  const current = shown[index] ?? shown[0];
  if (!current) {
    return (
      <div className="stack auction-gallery auction-gallery--empty">
        <Icon name="home" size={40} />
        <span>{t('auction.noPhotos')}</span>
      </div>
    );
  }
  return (
    <div className="stack auction-gallery">
      <ResponsivePhoto
        className="auction-gallery__main"
        variants={current.variants}
        src={current.url}
        alt={t('auction.photoAlt', { title, number: index + 1 })}
        width={current.width}
        height={current.height}
        sizes={AUCTION_GALLERY_SIZES}
        priority
      />
      {shown.length > 1 && (
        <ul className="columns auction-gallery__thumbs" aria-label={t('auction.photos')}>
          {shown.map((photo, i) => (
            <li key={photo.url}>
              <button
                type="button"
                className="thumb-btn auction-gallery__thumb"
                aria-pressed={i === index}
                aria-label={t('auction.showPhoto', { number: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <ResponsivePhoto
                  variants={photo.variants}
                  src={photo.thumbnail}
                  alt=""
                  width={120}
                  height={90}
                  sizes="120px"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
