import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAuditEntry } from '@immora/shared/trust';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** The audit log: when, who, what, about what, why (read only). */
export function useAuditColumns(): DataColumn<TAuditEntry>[] {
  const { t, i18n } = useTranslation('staff');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => [
      {
        id: 'createdAt',
        header: t('audit.columns.when'),
        sortKey: 'createdAt',
        firstOrder: 'desc',
        card: 'head',
        cell: (e) => formatDateTime(e.createdAt, language),
      },
      { id: 'staff', header: t('audit.columns.who'), card: 'fact', cell: (e) => e.staff.email },
      {
        id: 'action',
        header: t('audit.columns.what'),
        card: 'title',
        cell: (e) => <span className="status-badge">{t(`auditAction.${e.action}`)}</span>,
      },
      {
        id: 'target',
        header: t('audit.columns.target'),
        card: 'fact',
        cell: (e) =>
          e.caseId ? (
            <Link to={`/staff/cases/${e.caseId}`}>{t(`targetKind.${e.target.kind}`)}</Link>
          ) : (
            t(`targetKind.${e.target.kind}`)
          ),
      },
      { id: 'reason', header: t('audit.columns.why'), card: 'wide', clamp: (e) => e.reason, cell: (e) => e.reason },
    ],
    [t, language],
  );
}
