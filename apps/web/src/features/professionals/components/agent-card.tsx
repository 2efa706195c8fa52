import { useTranslation } from 'react-i18next';
import type { TAgentListItem } from '@immora/shared/professionals';
import { Icon } from '../../../components/icon.tsx';
import { Avatar } from '../../../components/avatar.tsx';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';
import { ProfileLink } from './profile-link.tsx';

export function AgentCard({ agent }: { agent: TAgentListItem }) {
  const { t } = useTranslation();
  return (
    <article className="card card--link pro-card" data-testid="agent-card">
      <ProfileLink
        to={`/agent-single/${agent.id}`}
        label={t('professionals.viewProfileOf', { name: agent.name })}
        className="stack pro-card__link"
      >
        <Avatar name={agent.name} src={agent.profilePicture} size="lg" />
        <span className="stack pro-card__body">
          <span className="pro-card__name">{agent.name}</span>
          <VerifiedBadge verified={agent.verified} size="small" />
          <span className="row-inline pro-card__sub">
            {agent.agency ? (
              <>
                <Icon name="building" size={15} />
                {agent.agency.name}
              </>
            ) : agent.agencyName ? (
              <>
                <Icon name="building" size={15} />
                {agent.agencyName}
              </>
            ) : (
              t('professionals.independent')
            )}
          </span>
          {agent.city && (
            <span className="row-inline pro-card__sub">
              <Icon name="pin" size={15} />
              {agent.city}
            </span>
          )}
        </span>
        <span className="pro-card__facts">
          <span>
            <strong>{agent.listings}</strong> {t('professionals.listingsCount', { count: agent.listings })}
          </span>
          {agent.licenceNumber && (
            <span className="pill pill--muted pro-card__licence" title={t('professionals.licence')}>
              <Icon name="shield" size={14} />
              {agent.licenceNumber}
            </span>
          )}
        </span>
      </ProfileLink>
    </article>
  );
}
