import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_LABELS, CALENDAR_PROVIDERS, type CalendarProvider } from '@immora/shared/auth';
import type { TCalendarSyncStatus } from '@immora/shared/calendar-sync';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useDialogSubmit } from '../../../components/dialog/use-dialog-submit.ts';
import { Icon } from '../../../components/icon.tsx';
import { rememberCalendarReturn } from '../../../lib/calendar-return.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCalendarSync, useCalendarSyncCommands } from '../api/calendar-sync.ts';
import { useProfileErrorToast } from '../utils/use-profile-message.ts';
import { LoadedSection } from './loaded-section.tsx';

/**
 * Calendar sync (decision 025): which calendar confirmed viewings go to, whether the last change
 * reached it (and why not), trying failed changes again, connecting and disconnecting.
 */
export function CalendarSection() {
  const { t } = useTranslation('profile');
  const status = useCalendarSync();
  return (
    <LoadedSection
      id="profile-calendar"
      title={t('calendar.title')}
      lead={t('calendar.lead')}
      query={status}
      loading={t('calendar.loading')}
      loadFailed={t('calendar.loadFailed')}
    >
      {(data) => (data.provider ? <Connected status={data} provider={data.provider} /> : <NotConnected />)}
    </LoadedSection>
  );
}

function Connected({ status, provider }: { status: TCalendarSyncStatus; provider: CalendarProvider }) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? 'en';
  const { disconnect, retry } = useCalendarSyncCommands();
  const failed = useProfileErrorToast();
  const [confirming, setConfirming] = useState(false);
  const name = CALENDAR_LABELS[provider];
  const failing = Boolean(status.lastError) || status.pending > 0;

  const retried = useDialogSubmit({
    send: () => retry.mutateAsync(undefined),
    success: (next) => (next.pending > 0 ? t('calendar.stillFailing', { count: next.pending }) : t('calendar.retried')),
    onError: failed(t('failed')),
  });
  const tryAgain = () => void retried.run();
  const disconnected = useDialogSubmit({
    send: () => disconnect.mutateAsync(),
    success: t('calendar.disconnected', { provider: name }),
    onError: failed(t('failed')),
    onSettled: () => setConfirming(false),
  });

  return (
    <div className="stack profile-calendar" data-testid="calendar-sync">
      <p className="row profile-calendar__provider">
        <Icon name="calendar" size={20} />
        <strong>{t('calendar.connected', { provider: name })}</strong>
      </p>
      <p className="row note profile-calendar__state" data-state={failing ? 'failing' : 'ok'}>
        <Icon name={failing ? 'alert' : 'check'} size={16} />
        {status.lastSyncedAt
          ? t('calendar.lastSynced', { date: formatDateTime(status.lastSyncedAt, language) })
          : t('calendar.neverSynced')}
      </p>
      {status.lastError && (
        <div className="profile-calendar__error" role="alert">
          <p>
            {t('calendar.lastError', {
              date: status.lastErrorAt ? formatDateTime(status.lastErrorAt, language) : '',
            })}
          </p>
          <p className="profile-calendar__reason">{status.lastError}</p>
        </div>
      )}
      {status.pending > 0 && <p className="note">{t('calendar.pending', { count: status.pending })}</p>}
      <div className="cluster profile-calendar__actions">
        {failing && (
          <button type="button" className="btn btn--ghost btn--small" onClick={tryAgain} disabled={retry.isPending}>
            <Icon name="refresh" size={16} />
            {retry.isPending ? t('calendar.retrying') : t('calendar.retry')}
          </button>
        )}
        <button
          type="button"
          className="btn btn--ghost btn--small btn--danger"
          onClick={() => setConfirming(true)}
          disabled={disconnect.isPending}
        >
          {t('calendar.disconnect')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('calendar.disconnectTitle', { provider: name })}
        confirmLabel={t('calendar.disconnect')}
        pendingLabel={t('calendar.disconnecting')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => disconnected.run()}
      >
        {t('calendar.disconnectText')}
      </ConfirmDialog>
    </div>
  );
}

function NotConnected() {
  const { t } = useTranslation('profile');
  const { connect } = useCalendarSyncCommands();
  const failed = useProfileErrorToast();
  const connecting = useDialogSubmit({
    send: (provider: CalendarProvider) => connect.mutateAsync(provider),
    onDone: ({ url }) => {
      rememberCalendarReturn(window.location.pathname);
      window.location.assign(url);
    },
    onError: failed(t('calendar.connectFailed')),
  });
  const start = (provider: CalendarProvider) => void connecting.run(provider);
  return (
    <div className="stack profile-calendar" data-testid="calendar-sync">
      <p className="note">{t('calendar.none')}</p>
      <div className="cluster profile-calendar__actions">
        {CALENDAR_PROVIDERS.map((provider) => (
          <button
            key={provider}
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => start(provider)}
            disabled={connect.isPending}
          >
            <Icon name="calendar" size={16} />
            {t('calendar.connect', { provider: CALENDAR_LABELS[provider] })}
          </button>
        ))}
      </div>
    </div>
  );
}
