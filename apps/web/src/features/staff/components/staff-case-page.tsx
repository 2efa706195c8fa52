import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCaseAction, TStaffCaseDetail } from '@immora/shared/trust';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { StatCard, StatCards } from '../../../components/dashboard/stat-card.tsx';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useStaffCase } from '../api/get-case.ts';
import { CaseActionDialog } from './case-action-dialog.tsx';
import { CaseStatusBadge, SeverityBadge } from './case-badges.tsx';
import { CaseOwner } from './case-owner.tsx';
import { CaseHistory, CaseListing, CaseRelated, CaseReports, CaseSignals } from './case-sections.tsx';
import './staff.css';

/** The actions this case allows now (the server checks them again). */
export function caseActions(detail: TStaffCaseDetail): TCaseAction[] {
  if (detail.status === 'closed') return [];
  const hidden = detail.listing?.moderation != null || detail.owner?.suspended === true;
  const actions: TCaseAction[] = ['dismiss'];
  if (detail.listing) actions.push('ask_correction', 'hide_listing');
  if (detail.owner && !detail.owner.suspended) actions.push('suspend_account');
  if (hidden) actions.push('restore');
  return actions;
}

/** /staff/cases/:id: everything to decide a case, and the decisions (issue 36). */
export default function StaffCasePage({ id }: { id: string }) {
  const { t, i18n } = useTranslation('staff');
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  const query = useStaffCase(id);
  const [acting, setActing] = useState<TCaseAction | null>(null);
  const detail = query.data;
  usePageMeta(detail ? t('case.title', { label: detail.target.label }) : t('case.loading'));

  if (query.isPending)
    return (
      <div className="stack dash-page" aria-busy="true">
        <p className="note">{t('case.loading')}</p>
        <div className="skeleton staff-skeleton" />
      </div>
    );
  if (query.isError || !detail)
    return (
      <StatePanel
        icon="alert"
        level={1}
        alert
        title={query.error instanceof ApiError && query.error.status === 404 ? t('case.notFound') : t('case.failed')}
      >
        <RetryButton onRetry={() => void query.refetch()} />
      </StatePanel>
    );

  const actions = caseActions(detail);
  const owner = detail.owner;
  return (
    <section className="stack dash-page staff-page" aria-labelledby={`${headingId}-title`}>
      <PageHeader
        id={`${headingId}-title`}
        title={detail.target.label}
        lead={t('case.lead', { date: formatDateTime(detail.createdAt, language) })}
        breadcrumb={[{ label: t('queue.title'), to: '/staff' }, { label: detail.target.label }]}
        actions={
          <div className="cluster">
            <SeverityBadge severity={detail.severity} />
            <CaseStatusBadge status={detail.status} />
          </div>
        }
      />
      {actions.length > 0 && (
        <div className="cluster staff-actions" role="group" aria-label={t('case.actions')}>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={`btn btn--small ${action === 'hide_listing' || action === 'suspend_account' ? 'btn--danger' : action === 'restore' ? 'btn--primary' : 'btn--ghost'}`}
              onClick={() => setActing(action)}
              data-testid={`case-action-${action}`}
            >
              {t(`actions.${action}.open`)}
            </button>
          ))}
        </div>
      )}
      {detail.decision && (
        <p className="notice notice--info" data-testid="case-decision">
          <span>
            <strong>{t(`auditAction.${detail.decision.action}`)}</strong> ·{' '}
            {formatDateTime(detail.decision.decidedAt, language)} — {detail.decision.reason}
          </span>
        </p>
      )}
      {owner && (
        <StatCards label={t('case.ownerHistory')} count={4}>
          <StatCard
            icon="calendar"
            label={t('case.accountAge')}
            value={t('case.days', { count: owner.accountAgeDays })}
          />
          <StatCard icon="home" label={t('case.ownerListings')} value={formatNumber(owner.listings, language)} />
          <StatCard
            icon="alert"
            tone="accent"
            label={t('case.previousReports')}
            value={formatNumber(owner.previousReports, language)}
          />
          <StatCard icon="list" label={t('case.previousCases')} value={formatNumber(owner.previousCases, language)} />
        </StatCards>
      )}
      <div className="staff-case">
        <div className="stack staff-case__main">
          {detail.listing && <CaseListing listing={detail.listing} />}
          <CaseSignals signals={detail.signalList} />
          <CaseReports reports={detail.reportList} />
          <CaseRelated related={detail.related} />
        </div>
        <div className="stack staff-case__aside">
          {owner && <CaseOwner owner={owner} />}
          <CaseHistory detail={detail} />
        </div>
      </div>
      {acting && (
        <CaseActionDialog
          caseId={detail.id}
          action={acting}
          label={detail.target.label}
          onClose={() => setActing(null)}
        />
      )}
    </section>
  );
}
