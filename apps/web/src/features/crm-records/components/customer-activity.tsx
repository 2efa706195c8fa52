import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCustomer } from '@immora/shared/crm-customers';
import { Icon } from '../../../components/icon.tsx';
import { PanelSection } from '../../../components/panel-section.tsx';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCustomerActivity } from '../api/customer-activity.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * A customer's page (decision 039): the viewings booked with the customer's e-mail address and
 * the e-mails sent to it, as far as the user (and their agency) may see them; newest first.
 */
export function CustomerActivity({ customer }: { customer: TCustomer }) {
  const { t, i18n } = useTranslation('crmRecords');
  const language = i18n.resolvedLanguage ?? 'en';
  const activity = useCustomerActivity(customer.id);
  const id = useId();
  if (activity.isError)
    return (
      <StatePanel icon="alert" alert level={2} title={t('activity.loadFailed')}>
        <RetryButton onRetry={() => void activity.refetch()} />
      </StatePanel>
    );
  const { data } = activity;
  const more = (shown: number, total: number) =>
    total > shown ? <p className="note">{t('activity.showing', { shown, total })}</p> : null;
  return (
    <div className="grid-auto grid-auto--fit crm-activity" aria-busy={activity.isPending}>
      <PanelSection
        id={`${id}-viewings`}
        title={t('activity.appointmentsTitle')}
        aside={data && <span className="pill">{data.appointments.total}</span>}
      >
        <p className="note">{t('activity.appointmentsLead', { email: customer.email })}</p>
        {!data ? (
          <Loading />
        ) : data.appointments.items.length === 0 ? (
          <Empty icon="calendar">{t('activity.noAppointments')}</Empty>
        ) : (
          <ul className="stack crm-activity__list">
            {data.appointments.items.map((a) => (
              <li key={a.id} className="crm-activity__item">
                <div className="cluster crm-activity__head">
                  <strong className="nowrap">{formatDateTime(a.startsAt, language)}</strong>
                  <StatusBadge group="appointmentStatus" status={a.status} />
                </div>
                <span>{a.property.title}</span>
                <span className="note">
                  {t(`options.visitType.${a.visitType}`)} · {t('activity.hostedBy', { name: a.hostName })}
                </span>
              </li>
            ))}
          </ul>
        )}
        {data && more(data.appointments.items.length, data.appointments.total)}
      </PanelSection>
      <PanelSection
        id={`${id}-emails`}
        title={t('activity.emailsTitle')}
        aside={data && <span className="pill">{data.emails.total}</span>}
      >
        <p className="note">{t('activity.emailsLead', { email: customer.email })}</p>
        {!data ? (
          <Loading />
        ) : data.emails.items.length === 0 ? (
          <Empty icon="mail">{t('activity.noEmails')}</Empty>
        ) : (
          <ul className="stack crm-activity__list">
            {data.emails.items.map((e) => (
              <li key={e.id} className="crm-activity__item">
                <div className="cluster crm-activity__head">
                  <strong>{e.subject}</strong>
                  <StatusBadge group="emailStatus" status={e.status} />
                </div>
                <span className="note">
                  {formatDateTime(e.sentAt ?? e.createdAt, language)} · {t('activity.sentBy', { name: e.senderName })}
                </span>
              </li>
            ))}
          </ul>
        )}
        {data && more(data.emails.items.length, data.emails.total)}
      </PanelSection>
    </div>
  );
}

function Loading() {
  return (
    <div className="stack" aria-hidden="true">
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line" />
    </div>
  );
}

function Empty({ icon, children }: { icon: 'calendar' | 'mail'; children: ReactNode }) {
  return (
    <p className="notice">
      <Icon name={icon} size={16} />
      {children}
    </p>
  );
}
