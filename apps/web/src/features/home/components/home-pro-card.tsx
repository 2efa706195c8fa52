import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';

type Props = {
  to: string;
  name: string;
  image: string | null;
  /** An agency's logo is square; an agent's photo is round. */
  shape: 'square' | 'round';
  subtitle?: string | null | undefined;
  city: string | null;
  listings: number;
  testId: string;
};

const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase() || '?';

/** A compact agency or agent card: logo or photo, name, city and number of listings. */
export function HomeProCard({ to, name, image, shape, subtitle, city, listings, testId }: Props) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  return (
    <Link to={to} className="home-pro" data-testid={testId}>
      {image && !broken ? (
        <img
          className={`home-pro__image home-pro__image--${shape}`}
          src={image}
          alt=""
          loading="lazy"
          width={64}
          height={64}
          onError={() => setBroken(true)}
        />
      ) : (
        <span className={`home-pro__image home-pro__image--${shape} home-pro__monogram`} aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <span className="home-pro__body">
        <span className="home-pro__name">{name}</span>
        {subtitle && <span className="home-pro__sub">{subtitle}</span>}
        {city && (
          <span className="home-pro__city">
            <Icon name="pin" size={14} />
            {city}
          </span>
        )}
      </span>
      <span className="home-pro__count">
        <strong>{listings}</strong>
        {t('home.pros.listings', { count: listings })}
      </span>
    </Link>
  );
}

export function HomeProCardSkeleton() {
  return (
    <div className="home-pro home-pro--skeleton" aria-hidden="true">
      <span className="home-pro__image home-pro__image--round skeleton" />
      <span className="home-pro__body">
        <span className="skeleton skeleton--line" style={{ width: '70%' }} />
        <span className="skeleton skeleton--line" style={{ width: '45%' }} />
      </span>
    </div>
  );
}
