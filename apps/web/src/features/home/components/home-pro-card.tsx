import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar.tsx';
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

/** A compact agency or agent card: logo or photo, name, city and number of listings. */
export function HomeProCard({ to, name, image, shape, subtitle, city, listings, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="card card--link row home-pro" data-testid={testId}>
      <Avatar name={name} src={image} shape={shape} />
      <span className="stack home-pro__body">
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
    <div className="card card--link card--skeleton row home-pro home-pro--skeleton" aria-hidden="true">
      <span className="avatar skeleton" />
      <span className="stack home-pro__body">
        <span className="skeleton skeleton--line" style={{ width: '70%' }} />
        <span className="skeleton skeleton--line" style={{ width: '45%' }} />
      </span>
    </div>
  );
}
