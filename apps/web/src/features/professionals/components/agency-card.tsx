import { useTranslation } from 'react-i18next';
import type { TAgencyListItem } from '@immora/shared/professionals';
import { Icon } from '../../../components/icon.tsx';
import { Avatar } from '../../../components/avatar.tsx';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';
import { ProfileLink } from './profile-link.tsx';

export function AgencyCard({ agency }: { agency: TAgencyListItem }) {
  const { t } = useTranslation();
  return (
    <article className="card card--link pro-card" data-testid="agency-card">
      <ProfileLink
        to={`/agency-single/${agency.id}`}
        label={t('professionals.viewProfileOf', { name: agency.name })}
        className="stack pro-card__link"
      >
        <Avatar name={agency.name} src={agency.logo} size="lg" shape="square" />
        <span className="stack pro-card__body">
          <span className="pro-card__name">{agency.name}</span>
          <VerifiedBadge verified={agency.verified} size="small" />
          {agency.city && (
            <span className="row-inline pro-card__sub">
              <Icon name="pin" size={15} />
              {agency.city}
            </span>
          )}
          <span className="clamp-3 pro-card__text">{agency.description}</span>
        </span>
        <span className="pro-card__facts">
          <span>
            <strong>{agency.agents}</strong> {t('professionals.agentsCount', { count: agency.agents })}
          </span>
          <span>
            <strong>{agency.listings}</strong> {t('professionals.listingsCount', { count: agency.listings })}
          </span>
        </span>
      </ProfileLink>
    </article>
  );
}
