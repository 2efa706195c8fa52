import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TStaffCaseDetail } from '@immora/shared/trust';
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import { useEvidenceWords, useSignalName } from '../utils/use-signal-words.ts';
import { SeverityBadge } from './case-badges.tsx';
import { StaffSection } from './staff-section.tsx';

type Detail = TStaffCaseDetail;

/** The listing the case is about: cover, title (its public page), place, price, text, staff's notice on it. */
export function CaseListing({ listing }: { listing: NonNullable<Detail['listing']> }) {
  const { t, i18n } = useTranslation(['staff', 'trust']);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <StaffSection id="case-listing" title={t('case.listing')}>
      <div className="staff-listing">
        {listing.coverUrl && (
          <img src={listing.coverUrl} alt="" className="staff-listing__cover" width={160} height={107} />
        )}
        <div className="stack staff-listing__text">
          <Link to={`/single-v1/${listing.id}`} className="staff-listing__title">
            {listing.title || t('case.untitled')}
          </Link>
          <dl className="facts staff-facts">
            <div>
              <dt>{t('case.city')}</dt>
              <dd>{listing.city ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('case.price')}</dt>
              <dd>{listing.price === null ? '—' : formatEuro(listing.price, language)}</dd>
            </div>
            <div>
              <dt>{t('case.listingStatus')}</dt>
              <dd>{t(`myProperties.status.${listing.status}`, { ns: 'common', defaultValue: listing.status })}</dd>
            </div>
            <div>
              <dt>{t('case.published')}</dt>
              <dd>{listing.publishedAt ? formatDateTime(listing.publishedAt, language) : '—'}</dd>
            </div>
          </dl>
          {listing.moderation && (
            <p className="notice notice--warning" data-testid="case-listing-moderation">
              {t(`case.moderation.${listing.moderation.state}`)} — {listing.moderation.reason}
            </p>
          )}
        </div>
      </div>
      {listing.description && <p className="staff-description">{listing.description}</p>}
    </StaffSection>
  );
}

/** The signals that fired, each with its evidence in words. */
export function CaseSignals({ signals }: { signals: Detail['signalList'] }) {
  const { t, i18n } = useTranslation(['staff', 'trust']);
  const signalName = useSignalName();
  const words = useEvidenceWords();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <StaffSection id="case-signals" title={t('case.signals', { count: signals.length })}>
      {signals.length === 0 ? (
        <p className="note">{t('case.noSignals')}</p>
      ) : (
        <ul className="stack staff-list">
          {signals.map((signal) => (
            <li key={signal.id} className="stack staff-item" data-testid="case-signal">
              <div className="cluster staff-item__head">
                <SeverityBadge severity={signal.severity} />
                <strong>{signalName(signal.kind)}</strong>
                <span className="note">{formatDateTime(signal.createdAt, language)}</span>
              </div>
              {Object.keys(signal.evidence).length > 0 && (
                <dl className="staff-evidence">
                  {Object.entries(signal.evidence).map(([key, value]) => (
                    <div key={key}>
                      <dt>{words.label(key)}</dt>
                      <dd>{words.value(value)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ul>
      )}
    </StaffSection>
  );
}

/** The visitors' reports: reason, text, who (e-mail), when. */
export function CaseReports({ reports }: { reports: Detail['reportList'] }) {
  const { t, i18n } = useTranslation(['staff', 'trust']);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <StaffSection id="case-reports" title={t('case.reports', { count: reports.length })}>
      {reports.length === 0 ? (
        <p className="note">{t('case.noReports')}</p>
      ) : (
        <ul className="stack staff-list">
          {reports.map((report) => (
            <li key={report.id} className="stack staff-item" data-testid="case-report">
              <div className="cluster staff-item__head">
                <strong>{t(`reasons.${report.reason}`, { ns: 'trust' })}</strong>
                <span className="note">
                  {report.reporter.email || t('case.reporterForgotten')} · {formatDateTime(report.createdAt, language)}
                </span>
              </div>
              {report.text && <p className="staff-quote">{report.text}</p>}
            </li>
          ))}
        </ul>
      )}
    </StaffSection>
  );
}

/** Other listings sharing a photo (same content hash) or the owner's phone number. */
export function CaseRelated({ related }: { related: Detail['related'] }) {
  const { t } = useTranslation(['staff', 'trust']);
  return (
    <StaffSection id="case-related" title={t('case.related', { count: related.length })}>
      {related.length === 0 ? (
        <p className="note">{t('case.noRelated')}</p>
      ) : (
        <div className="table-scroll">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t('case.relatedListing')}</th>
                <th scope="col">{t('case.relatedOwner')}</th>
                <th scope="col">{t('case.relatedShares')}</th>
              </tr>
            </thead>
            <tbody>
              {related.map((item) => (
                <tr key={item.id} data-testid="case-related">
                  <td>
                    <Link to={`/single-v1/${item.id}`}>{item.title || t('case.untitled')}</Link>
                  </td>
                  <td>{item.ownerName}</td>
                  <td>{item.shares.map((share) => t(`case.shares.${share}`)).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StaffSection>
  );
}

/** The decision taken, the owner's appeal, and the case's audit rows (oldest first). */
export function CaseHistory({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation(['staff', 'trust']);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <StaffSection id="case-history" title={t('case.history')}>
      {detail.appeal && (
        <div className="notice notice--info stack" data-testid="case-appeal">
          <strong>{t('case.appeal', { date: formatDateTime(detail.appeal.appealedAt, language) })}</strong>
          <p className="staff-quote">{detail.appeal.text}</p>
        </div>
      )}
      {detail.history.length === 0 ? (
        <p className="note">{t('case.noHistory')}</p>
      ) : (
        <ol className="stack staff-list">
          {detail.history.map((entry) => (
            <li key={entry.id} className="stack staff-item" data-testid="case-history-row">
              <div className="cluster staff-item__head">
                <strong>{t(`auditAction.${entry.action}`)}</strong>
                <span className="note">
                  {entry.staff.email} · {formatDateTime(entry.createdAt, language)}
                </span>
              </div>
              <p className="staff-quote">{entry.reason}</p>
            </li>
          ))}
        </ol>
      )}
    </StaffSection>
  );
}
