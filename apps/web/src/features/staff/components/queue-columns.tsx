import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TStaffCaseItem } from '@immora/shared/trust';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSignalName } from '../utils/use-signal-words.ts';
import { CaseStatusBadge, SeverityBadge } from './case-badges.tsx';

/** The queue: severity, what the case is about, why (reports and signals), status, dates. */
export function useQueueColumns(): DataColumn<TStaffCaseItem>[] {
  const { t, i18n } = useTranslation(['staff', 'trust']);
  const signalName = useSignalName();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => [
      {
        id: 'severity',
        header: t('columns.severity'),
        sortKey: 'severity',
        firstOrder: 'desc',
        card: 'head',
        cell: (c) => <SeverityBadge severity={c.severity} />,
      },
      {
        id: 'target',
        header: t('columns.target'),
        card: 'title',
        clamp: (c) => c.target.label,
        cell: (c) => (
          <Link to={`/staff/cases/${c.id}`} className="staff-case-link" data-testid="case-link">
            {c.target.label}
          </Link>
        ),
      },
      {
        id: 'kind',
        header: t('columns.kind'),
        card: 'fact',
        cell: (c) => t(`targetKind.${c.target.kind}`),
      },
      {
        id: 'why',
        header: t('columns.why'),
        card: 'wide',
        cell: (c) => (
          <span className="stack staff-why">
            {c.reports > 0 && (
              <span>
                {t('reportsCount', { count: c.reports })}
                {c.reasons.length > 0 && `: ${c.reasons.map((r) => t(`reasons.${r}`, { ns: 'trust' })).join(', ')}`}
              </span>
            )}
            {c.signals.length > 0 && (
              <span>
                {t('signalsCount', { count: c.signals.length })}: {c.signals.map(signalName).join(', ')}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        card: 'head',
        cell: (c) => <CaseStatusBadge status={c.status} />,
      },
      {
        id: 'updatedAt',
        header: t('columns.updatedAt'),
        card: 'fact',
        cell: (c) => formatDateTime(c.updatedAt, language),
      },
    ],
    [t, language, signalName],
  );
}
