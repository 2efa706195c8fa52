import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAgencyAgent } from '@immora/shared/agency-team';
import { PhoneLink } from '../../../components/phone-link.tsx';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';

/** Agents (spec 2 §3 'Agent'): first name, last name, e-mail, phone, licence; a card is titled by the whole name. */
export function useAgentColumns(): DataColumn<TAgencyAgent>[] {
  const { t } = useTranslation('agency');
  return useMemo(
    () => [
      {
        id: 'firstName',
        header: t('agents.columns.firstName'),
        sortKey: 'firstName',
        card: 'title',
        cell: (agent) => (
          <span className="stack team-name">
            <strong>
              {agent.firstName}
              <span className="team-name__last"> {agent.lastName}</span>
            </strong>
            {!agent.isVerified && <span className="status-badge status-badge--warning">{t('agents.unverified')}</span>}
          </span>
        ),
      },
      {
        id: 'lastName',
        header: t('agents.columns.lastName'),
        sortKey: 'lastName',
        // A card's title already reads the whole name.
        card: 'none',
        cell: (agent) => agent.lastName,
      },
      {
        id: 'email',
        header: t('agents.columns.email'),
        sortKey: 'email',
        card: 'wide',
        cell: (agent) => <a href={`mailto:${agent.email}`}>{agent.email}</a>,
      },
      { id: 'phone', header: t('agents.columns.phone'), cell: (agent) => <PhoneLink phone={agent.phoneNumber} /> },
      {
        id: 'licence',
        header: t('agents.columns.licence'),
        cell: (agent) => <span className="nowrap">{agent.licenceNumber ?? '—'}</span>,
      },
      {
        id: 'properties',
        header: t('agents.columns.properties'),
        numeric: true,
        cell: (agent) => agent.properties,
      },
    ],
    [t],
  );
}
