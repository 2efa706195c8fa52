import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentRequestStatus, TAgentRequest } from '@immora/shared/agency-team';
import { Avatar } from '../../../components/avatar.tsx';
import { PhoneLink } from '../../../components/phone-link.tsx';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { SummaryCell } from '../../../components/data-table/summary-cell.tsx';
import { formatDate } from '../../../lib/format.ts';

const STATUS_TONES: Record<AgentRequestStatus, string> = { pending: 'warning', accepted: 'success', rejected: 'muted' };

/** A request's status as a coloured badge. */
export function RequestStatus({ status }: { status: AgentRequestStatus }) {
  const { t } = useTranslation('agency');
  return <span className={`status-badge status-badge--${STATUS_TONES[status]}`}>{t(`requests.status.${status}`)}</span>;
}

/** Agent requests: who asks (picture, name, licence), contact, when, and where the request stands. */
export function useAgentRequestColumns(): DataColumn<TAgentRequest>[] {
  const { t, i18n } = useTranslation('agency');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => [
      {
        id: 'agent',
        header: t('requests.columns.agent'),
        sortKey: 'lastName',
        card: 'title',
        cell: ({ agent }) => {
          const name = `${agent.firstName} ${agent.lastName}`;
          return (
            <SummaryCell thumb={<Avatar name={name} src={agent.profilePicture} size="md" />} title={name}>
              {agent.licenceNumber && <span className="summary-cell__facts">{agent.licenceNumber}</span>}
            </SummaryCell>
          );
        },
      },
      {
        id: 'contact',
        header: t('requests.columns.contact'),
        card: 'wide',
        cell: ({ agent }) => (
          <span className="stack team-contact">
            <a href={`mailto:${agent.email}`}>{agent.email}</a>
            {agent.phoneNumber && <PhoneLink phone={agent.phoneNumber} />}
          </span>
        ),
      },
      {
        id: 'createdAt',
        header: t('requests.columns.date'),
        sortKey: 'createdAt',
        firstOrder: 'desc',
        cell: (request) => <time dateTime={request.createdAt}>{formatDate(request.createdAt, language)}</time>,
      },
      {
        id: 'status',
        header: t('requests.columns.status'),
        card: 'head',
        cell: (request) => <RequestStatus status={request.status} />,
      },
    ],
    [t, language],
  );
}
