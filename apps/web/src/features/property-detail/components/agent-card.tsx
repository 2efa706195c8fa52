import { useTranslation } from 'react-i18next';
import type { TPropertyDetail } from '@immora/shared/properties';
import { Icon } from '../../../components/icon.tsx';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';

/** The advertiser: agent, agency or private owner, with phone and e-mail links. */
export function AgentCard({ contact }: { contact: TPropertyDetail['contact'] }) {
  const { t } = useTranslation();
  const initials = contact.name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <div className="stack agent-card">
      <div className="row agent-card__who">
        {contact.picture ? (
          <img src={contact.picture} alt="" width={56} height={56} className="agent-card__avatar" />
        ) : (
          <span className="agent-card__avatar agent-card__avatar--initials" aria-hidden="true">
            {initials}
          </span>
        )}
        <div>
          <p className="agent-card__name">{contact.name}</p>
          <p className="agent-card__role">
            {t(`property.contactKind.${contact.kind}`)}
            {contact.agency ? ` · ${contact.agency.name}` : ''}
          </p>
          <VerifiedBadge verified={contact.verified} size="small" />
        </div>
      </div>
      <div className="cluster agent-card__links">
        {contact.phone && (
          <PhoneLink
            phone={contact.phone}
            className="btn btn--ghost btn--small"
            icon={<Icon name="phone" size={16} />}
          />
        )}
        {contact.email && (
          <a className="btn btn--ghost btn--small" href={`mailto:${contact.email}`}>
            <Icon name="mail" size={16} />
            {t('property.emailAdvertiser')}
          </a>
        )}
      </div>
    </div>
  );
}
