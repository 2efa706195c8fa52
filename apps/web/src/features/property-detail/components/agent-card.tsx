import { useTranslation } from 'react-i18next';
import type { TPropertyDetail } from '@immora/shared/properties';
import { Icon } from '../../../components/icon.tsx';

/** The advertiser: agent, agency or private owner, with phone and e-mail links. */
export function AgentCard({ contact }: { contact: TPropertyDetail['contact'] }) {
  const { t } = useTranslation();
  const initials = contact.name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const phone = contact.phone ? `+${contact.phone.replace(/^\+/, '')}` : null;
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
        </div>
      </div>
      <div className="cluster agent-card__links">
        {phone && (
          <a className="btn btn--ghost btn--small" href={`tel:${phone}`}>
            <Icon name="phone" size={16} />
            {phone}
          </a>
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
