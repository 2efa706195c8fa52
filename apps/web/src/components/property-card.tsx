import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPropertyCard } from '@immora/shared/properties';
import { CARD_SIZES } from '@immora/shared/photo-variants';
import { formatEuro } from '../lib/format.ts';
import { Icon } from './icon.tsx';
import { ResponsivePhoto } from './responsive-photo.tsx';
import { VerifiedBadge } from './verified-badge.tsx';
import './property-card.css';
import { cardTitle } from '@immora/shared/listing-title';

type Favourite = { active: boolean; onToggle: () => void };

type Props = {
  property: TPropertyCard;
  /** The heart button (left out for roles without favourites). */
  favourite?: Favourite | undefined;
  /** Hovering the card highlights its map marker. */
  onHover?: ((id: string | null) => void) | undefined;
  headingLevel?: 2 | 3;
  /** The first card of a results page: its photo is the page's largest paint, fetched at once. */
  priority?: boolean;
};

export function PropertyCard({ property, favourite, onHover, headingLevel = 3, priority = false }: Props) {
  const Heading = `h${headingLevel}` as const;
  const { t, i18n } = useTranslation();
  const [broken, setBroken] = useState(false);
  const image = property.thumbnail ?? property.coverPhoto;
  const price = formatEuro(property.price, i18n.resolvedLanguage ?? 'en');
  const title = cardTitle(property, i18n.resolvedLanguage);

  return (
    <article
      className="card card--link card--clip property-card"
      data-testid="property-card"
      onMouseEnter={onHover ? () => onHover(property.id) : undefined}
      onMouseLeave={onHover ? () => onHover(null) : undefined}
    >
      <Link to={`/single-v1/${property.id}`} className="card__link">
        <div className="card__media">
          {image && !broken ? (
            <ResponsivePhoto
              variants={property.coverVariants}
              src={image}
              alt={title}
              width={640}
              height={360}
              sizes={CARD_SIZES}
              priority={priority}
              onError={() => setBroken(true)}
            />
          ) : (
            <div className="card__placeholder property-card__placeholder" role="img" aria-label={title}>
              <Icon name="home" size={40} />
            </div>
          )}
          <div className="cluster property-card__badges">
            <span className={`badge badge--type badge--${property.type}`}>{t(`listingTypes.${property.type}`)}</span>
            {property.boosted && <span className="badge badge--featured">{t('property.featured')}</span>}
          </div>
        </div>
        <div className="stack property-card__body">
          <p className="property-card__price">
            {price}
            {property.type === 'rent' && <span className="property-card__per">{t('property.perMonth')}</span>}
          </p>
          <Heading className="clamp-2 property-card__title">{title}</Heading>
          <p className="row property-card__city">
            <Icon name="pin" size={16} />
            {property.city}
          </p>
          {property.verified && (
            <p className="property-card__verified">
              <VerifiedBadge verified size="small" />
            </p>
          )}
          <ul className="property-card__facts">
            <li title={t('property.bedrooms')}>
              <Icon name="bed" size={18} />
              <span>{property.bedrooms}</span>
              <span className="visually-hidden">{t('property.bedrooms')}</span>
            </li>
            <li title={t('property.bathrooms')}>
              <Icon name="bath" size={18} />
              <span>{property.bathrooms}</span>
              <span className="visually-hidden">{t('property.bathrooms')}</span>
            </li>
            <li title={t('property.area')}>
              <Icon name="area" size={18} />
              <span>{property.area} m²</span>
            </li>
          </ul>
        </div>
      </Link>
      {favourite && (
        <button
          type="button"
          className="float-btn property-card__heart"
          aria-pressed={favourite.active}
          aria-label={t(favourite.active ? 'property.removeFavourite' : 'property.addFavourite', {
            title,
          })}
          title={t(favourite.active ? 'property.removeFavouriteShort' : 'property.addFavouriteShort')}
          onClick={favourite.onToggle}
        >
          <Icon name="heart" size={20} />
        </button>
      )}
    </article>
  );
}
