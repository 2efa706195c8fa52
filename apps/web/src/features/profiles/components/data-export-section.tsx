import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_ANCHOR, type TDataExport, type TDataExportState } from '@immora/shared/data-exports';
import { Icon } from '../../../components/icon.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useNow } from '../../auctions/hooks/use-now.ts';
import { downloadDataExport, useDataExports, useRequestDataExport } from '../api/data-exports.ts';
import { LoadedSection } from './loaded-section.tsx';
import '../../../components/data-table/data-table.css';
import './data-export-section.css';

const TONES: Record<TDataExportState, string> = {
  queued: 'info',
  building: 'info',
  ready: 'success',
  failed: 'warning',
  expired: 'muted',
};

/** The wait from `now` until `iso` in the reader's words: '23 hours', '45 minutes'. */
function useWait() {
  const { t } = useTranslation('dataExport');
  return (iso: string, now: number) => {
    const minutes = Math.max(1, Math.ceil((new Date(iso).getTime() - now) / 60_000));
    return minutes >= 60 ? t('hours', { count: Math.round(minutes / 60) }) : t('minutes', { count: minutes });
  };
}

/**
 * 'Download my data' (issue 32, decision 063): ask for one zip of everything the account holds
 * (once a day), follow its state, download it while its link works (7 days).
 */
export function DataExportSection() {
  const { t, i18n } = useTranslation('dataExport');
  const language = i18n.resolvedLanguage ?? 'en';
  const exports = useDataExports();
  const request = useRequestDataExport();
  const wait = useWait();
  // The wait is said to the minute; the button comes back once it is over.
  const now = useNow(30_000);
  // The wait a 429 answered (another tab asked first), until the list says it too.
  const [refusedUntil, setRefusedUntil] = useState<string | null>(null);

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => toast(t('queued')),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 429 && err.fields?.retryAfter)
          setRefusedUntil(err.fields.retryAfter);
        else toast(t('failed'), 'error');
      },
    });

  return (
    <LoadedSection
      id={DATA_EXPORT_ANCHOR}
      title={t('title')}
      lead={t('lead')}
      query={exports}
      loading={t('loading')}
      loadFailed={t('loadFailed')}
    >
      {(data) => {
        const nextAt = data.nextAllowedAt ?? refusedUntil;
        const tooSoon = nextAt !== null && new Date(nextAt).getTime() > now;
        return (
          <div className="stack data-export" data-testid="data-export">
            <div className="cluster data-export__ask">
              <button type="button" className="btn btn--dark" onClick={ask} disabled={request.isPending || tooSoon}>
                <Icon name="download" size={16} />
                {request.isPending ? t('asking') : t('ask')}
              </button>
              {tooSoon && (
                <p className="note data-export__wait" role={refusedUntil ? 'alert' : undefined}>
                  {t('tooSoon', { wait: wait(nextAt, now), date: formatDateTime(nextAt, language) })}
                </p>
              )}
            </div>
            {data.items.length === 0 ? (
              <p className="note data-export__empty">{t('empty')}</p>
            ) : (
              <ul className="stack data-export__list" aria-label={t('listLabel')}>
                {data.items.map((item) => (
                  <ExportRow key={item.id} item={item} language={language} />
                ))}
              </ul>
            )}
          </div>
        );
      }}
    </LoadedSection>
  );
}

function ExportRow({ item, language }: { item: TDataExport; language: string }) {
  const { t } = useTranslation('dataExport');
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadDataExport(item)
      .catch(() => toast(t('downloadFailed'), 'error'))
      .finally(() => setDownloading(false));
  };
  const megabytes = item.sizeBytes === null ? null : Math.max(0.1, item.sizeBytes / 1_048_576);
  return (
    <li className="data-export__item">
      <div className="stack data-export__facts">
        <span className="data-export__requested">
          {t('requested', { date: formatDateTime(item.requestedAt, language) })}
        </span>
        <span className="note">
          {item.state === 'ready' && item.expiresAt
            ? t('validUntil', { date: formatDateTime(item.expiresAt, language) })
            : item.state === 'expired' && item.expiresAt
              ? t('expiredOn', { date: formatDateTime(item.expiresAt, language) })
              : t(`hint.${item.state}`)}
        </span>
      </div>
      <span className={`status-badge status-badge--${TONES[item.state]}`}>{t(`state.${item.state}`)}</span>
      {item.state === 'ready' && (
        <button type="button" className="btn btn--ghost btn--small" onClick={download} disabled={downloading}>
          <Icon name="download" size={16} />
          {downloading
            ? t('downloading')
            : t('download', { size: megabytes === null ? '' : formatNumber(Number(megabytes.toFixed(1)), language) })}
        </button>
      )}
    </li>
  );
}
