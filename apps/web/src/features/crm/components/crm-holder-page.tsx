import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CRM_RECORD_KINDS, type TCrmHolderDetail, type TCrmHolderRole } from '@immora/shared/crm-area';
import { Avatar } from '../../../components/avatar.tsx';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { StatCard, StatCards } from '../../../components/dashboard/stat-card.tsx';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useCrmHolder } from '../api/crm-holder.ts';
import { useSharingToggle } from '../hooks/use-sharing-toggle.tsx';
import { SharingStatus } from './holder-columns.tsx';
import { SharingButton } from './sharing-button.tsx';
import './crm-area.css';

const KIND_ICONS = { leads: 'sparkle', customers: 'user', opportunities: 'chart', contacts: 'mail' } as const;

/** /crm-agency-single/{id} and /crm-agent-single/{id}: a holder's details, what it keeps, and sharing. */
export function CrmHolderPage({ role }: { role: TCrmHolderRole }) {
  const { t } = useTranslation('crm');
  const id = useId();
  const params = useParams();
  const query = useCrmHolder(role, params.id ?? '');
  const holder = query.data;
  usePageMeta(holder?.name ?? t(role === 'agency' ? 'pages.agencies' : 'pages.agents'));
  const back = (
    <Link to="/crm-dashboard" className="btn btn--ghost btn--small">
      {t('holder.backToDashboard')}
    </Link>
  );

  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="stack dash-page">
        <StatePanel
          icon={missing ? 'search' : 'alert'}
          alert={!missing}
          level={1}
          title={t(missing ? 'holder.notFoundTitle' : 'holder.loadFailed')}
          text={missing ? t(role === 'agency' ? 'holder.agencyNotFound' : 'holder.agentNotFound') : undefined}
        >
          {!missing && <RetryButton onRetry={() => void query.refetch()} />}
          {back}
        </StatePanel>
      </section>
    );
  }

  return (
    <section className="stack dash-page" aria-labelledby={`${id}-title`} aria-busy={query.isPending || undefined}>
      <PageHeader
        id={`${id}-title`}
        title={holder?.name ?? t(role === 'agency' ? 'pages.agencies' : 'pages.agents')}
        breadcrumb={[{ label: t('pages.dashboard'), to: '/crm-dashboard' }, { label: holder?.name ?? '…' }]}
        actions={back}
      />
      {holder ? <HolderCard holder={holder} /> : <div className="card panel crm-holder skeleton" />}
      <StatCards label={t('holder.records')} loading={!holder}>
        {holder && <HolderCounts holder={holder} />}
      </StatCards>
    </section>
  );
}

function HolderCard({ holder }: { holder: TCrmHolderDetail }) {
  const { t } = useTranslation('crm');
  const sharing = useSharingToggle();
  return (
    <div className="card panel crm-holder">
      <Avatar name={holder.name} src={holder.picture} size="xl" shape={holder.role === 'agency' ? 'square' : 'round'} />
      <div className="stack crm-holder__text">
        <p className="cluster crm-holder__badges">
          <span className="pill pill--plain">{t(`dashboard.role.${holder.role}`)}</span>
          <SharingStatus status={holder.status} />
        </p>
        <dl className="crm-holder__facts">
          <dt>{t('holder.email')}</dt>
          <dd>
            <a href={`mailto:${holder.email}`}>{holder.email}</a>
          </dd>
          <dt>{t('holder.phone')}</dt>
          <dd>
            <PhoneLink phone={holder.phone} />
          </dd>
          <dt>{t('holder.city')}</dt>
          <dd>{holder.city ?? '—'}</dd>
        </dl>
        <p className="note">{t(holder.status === 'sharing' ? 'holder.sharingNote' : 'holder.stoppedNote')}</p>
      </div>
      <div className="crm-holder__action">
        <SharingButton holder={holder} busy={sharing.busy(holder)} onToggle={sharing.toggle} />
      </div>
      {sharing.dialog}
    </div>
  );
}

function HolderCounts({ holder }: { holder: TCrmHolderDetail }) {
  const { t, i18n } = useTranslation('crm');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <>
      {CRM_RECORD_KINDS.map((kind) => (
        <StatCard
          key={kind}
          icon={KIND_ICONS[kind]}
          label={t(`holder.kinds.${kind}`)}
          value={formatNumber(holder.counts[kind], language)}
          testId={`crm-count-${kind}`}
        />
      ))}
      <StatCard
        icon="clock"
        tone="accent"
        label={t('holder.lastUpdate')}
        value={<time dateTime={holder.lastUpdate}>{formatDate(holder.lastUpdate, language)}</time>}
      />
    </>
  );
}
