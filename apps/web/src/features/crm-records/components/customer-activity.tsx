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
  return (
    <div className="grid-auto grid-auto--fit crm-activity" aria-busy={activity.isPending}>
      <ActivityPanel
        id={`${id}-viewings`}
        title={t('activity.appointmentsTitle')}
        lead={t('activity.appointmentsLead', { email: customer.email })}
        part={data?.appointments}
        empty={<Empty icon="calendar">{t('activity.noAppointments')}</Empty>}
        item={(a) => (
          <>
            <div className="cluster crm-activity__head">
              <strong className="nowrap">{formatDateTime(a.startsAt, language)}</strong>
              <StatusBadge group="appointmentStatus" status={a.status} />
            </div>
            <span>{a.property.title}</span>
            <span className="note">
              {t(`options.visitType.${a.visitType}`)} · {t('activity.hostedBy', { name: a.hostName })}
            </span>
          </>
        )}
      />
      <ActivityPanel
        id={`${id}-emails`}
        title={t('activity.emailsTitle')}
        lead={t('activity.emailsLead', { email: customer.email })}
        part={data?.emails}
        empty={<Empty icon="mail">{t('activity.noEmails')}</Empty>}
        item={(e) => (
          <>
            <div className="cluster crm-activity__head">
              <strong>{e.subject}</strong>
              <StatusBadge group="emailStatus" status={e.status} />
            </div>
            <span className="note">
              {formatDateTime(e.sentAt ?? e.createdAt, language)} · {t('activity.sentBy', { name: e.senderName })}
            </span>
          </>
        )}
      />
    </div>
  );
}

type PanelProps<T> = {
  id: string;
  title: string;
  lead: string;
  /** The newest items and how many there are; undefined while loading. */
  part: { items: T[]; total: number } | undefined;
  empty: ReactNode;
  item: (item: T) => ReactNode;
};

/** One list of the customer's page: its count, its lead, then the items, or 'none yet', or a placeholder while loading. */
function ActivityPanel<T extends { id: string }>({ id, title, lead, part, empty, item }: PanelProps<T>) {
  const { t } = useTranslation('crmRecords');
  return (
    <PanelSection id={id} title={title} aside={part && <span className="pill">{part.total}</span>}>
      <p className="note">{lead}</p>
      {!part ? (
        <Loading />
      ) : part.items.length === 0 ? (
        empty
      ) : (
        <ul className="stack crm-activity__list">
          {part.items.map((entry) => (
            <li key={entry.id} className="crm-activity__item">
              {item(entry)}
            </li>
          ))}
        </ul>
      )}
      {part && part.total > part.items.length && (
        <p className="note">{t('activity.showing', { shown: part.items.length, total: part.total })}</p>
      )}
    </PanelSection>
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
