import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { Icon } from '../../../components/icon.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session-context.ts';
import { useFeedCommands, useFeedStatus } from '../api/calendar-feed.ts';

/**
 * 'Calendar link': a private iCalendar address of my appointments for any calendar app. The
 * address is shown once, when made; a new one replaces it and 'Stop' ends it.
 */
export function CalendarFeedCard() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { session } = useSession();
  const status = useFeedStatus(session?.token ?? null);
  const { create, stop } = useFeedCommands();
  const [stopping, setStopping] = useState(false);
  const url = create.data?.url;
  const active = Boolean(url) || status.data?.active;

  const make = () => create.mutate(undefined, { onError: () => toast(t('appointment.feed.failed'), 'error') });
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast(t('appointment.feed.copied'));
  };

  return (
    <section className="card panel stack calendar-feed" aria-labelledby={`${id}-title`} data-testid="calendar-feed">
      <h2 id={`${id}-title`} className="row calendar-feed__title">
        <Icon name="calendar" size={18} />
        {t('appointment.feed.title')}
      </h2>
      <p className="note">{t('appointment.feed.lead')}</p>
      {url && (
        <div className="stack calendar-feed__link">
          <label htmlFor={`${id}-url`}>{t('appointment.feed.label')}</label>
          <div className="cluster calendar-feed__row">
            <input id={`${id}-url`} className="field__input" readOnly value={url} onFocus={(e) => e.target.select()} />
            <button type="button" className="btn btn--dark btn--small" onClick={() => void copy()}>
              <Icon name="copy" size={16} />
              {t('appointment.feed.copy')}
            </button>
          </div>
          <p className="note">{t('appointment.feed.private')}</p>
        </div>
      )}
      {!url && active && status.data?.createdAt && (
        <p className="note">
          {t('appointment.feed.active', { date: formatDate(status.data.createdAt, i18n.resolvedLanguage ?? 'en') })}
        </p>
      )}
      <div className="cluster calendar-feed__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={make} disabled={create.isPending}>
          <Icon name={active ? 'refresh' : 'calendar'} size={16} />
          {t(active ? 'appointment.feed.newLink' : 'appointment.feed.create')}
        </button>
        {active && (
          <button type="button" className="btn btn--ghost btn--small btn--danger" onClick={() => setStopping(true)}>
            {t('appointment.feed.stop')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={stopping}
        title={t('appointment.feed.stopTitle')}
        confirmLabel={t('appointment.feed.stop')}
        tone="danger"
        onCancel={() => setStopping(false)}
        onConfirm={async () => {
          try {
            await stop.mutateAsync();
            create.reset();
            toast(t('appointment.feed.stopped'));
          } catch {
            toast(t('appointment.feed.failed'), 'error');
          }
          setStopping(false);
        }}
      >
        {t('appointment.feed.stopText')}
      </ConfirmDialog>
    </section>
  );
}
