import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAppointment, TAppointmentStatus } from '@immora/shared/appointments';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { formatStart } from '../utils/slot-days.ts';

const TONES: Record<TAppointmentStatus, string> = {
  pending: 'warning',
  confirmed: 'success',
  completed: 'info',
  cancelled: 'muted',
};

export function AppointmentStatusBadge({ status }: { status: TAppointmentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-badge--${TONES[status]}`} data-testid="appointment-status">
      {t(`appointment.status.${status}`)}
    </span>
  );
}

/**
 * The appointments list (spec 2 §2, §3): listing, agent, client, date and time, e-mail, phone,
 * status, profile shared, visit type. E-mail and phone are the other party's: the client's for
 * the owner, the agent's for the seeker (the server leaves out what is not shared). A shared
 * profile is a button for the owner, which opens the profile view.
 */
export function useAppointmentColumns(
  side: 'owner' | 'seeker',
  opts: { withListing: boolean; withAgent: boolean; onViewProfile?: (a: TAppointment) => void },
): DataColumn<TAppointment>[] {
  const { withListing, withAgent, onViewProfile } = opts;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const other = (a: TAppointment) => (side === 'owner' ? a.client : a.agent);
    const columns: DataColumn<TAppointment>[] = [
      {
        id: 'startsAt',
        header: t('appointment.columns.dateTime'),
        sortKey: 'startsAt',
        card: 'title',
        cell: (a) => (
          <time dateTime={a.startsAt} className="appointment-when">
            {formatStart(a.startsAt, language)}
          </time>
        ),
      },
      {
        id: 'status',
        header: t('appointment.columns.status'),
        sortKey: 'status',
        card: 'head',
        cell: (a) => <AppointmentStatusBadge status={a.status} />,
      },
    ];
    if (withListing)
      columns.push({
        id: 'property',
        header: t('appointment.columns.property'),
        card: 'wide',
        clamp: (a) => a.property.title ?? t('appointment.untitled'),
        cell: (a) => (
          <Link to={`/single-v1/${a.property.id}`} className="appointment-listing">
            {a.property.title ?? t('appointment.untitled')}
          </Link>
        ),
      });
    columns.push(
      // The reader's own name is no column: the seeker is the client, a lone agent the agent.
      ...(withAgent
        ? [{ id: 'agent', header: t('appointment.columns.agent'), cell: (a: TAppointment) => a.agent.name }]
        : []),
      ...(side === 'owner'
        ? [{ id: 'client', header: t('appointment.columns.client'), cell: (a: TAppointment) => a.client.name }]
        : []),
      {
        id: 'email',
        header: t('appointment.columns.email'),
        // A closed account's address is no longer given (decision 061).
        cell: (a) =>
          other(a).email ? (
            <a href={`mailto:${other(a).email}`}>{other(a).email}</a>
          ) : (
            <span className="muted">{t('appointment.notShared')}</span>
          ),
      },
      {
        id: 'phone',
        header: t('appointment.columns.phone'),
        cell: (a) => {
          const phone = other(a).phone;
          return phone ? <PhoneLink phone={phone} /> : <span className="muted">{t('appointment.notShared')}</span>;
        },
      },
      {
        id: 'profileShared',
        header: t('appointment.columns.profileShared'),
        // The owner opens what the client shared (the "profile view").
        cell: (a) =>
          a.profileShared && onViewProfile ? (
            <button
              type="button"
              className="profile-view__open"
              aria-haspopup="dialog"
              aria-label={t('appointment.profileView.openLabel', { name: a.client.name })}
              onClick={() => onViewProfile(a)}
            >
              {t('appointment.profileView.open')}
            </button>
          ) : (
            t(a.profileShared ? 'appointment.yes' : 'appointment.no')
          ),
      },
      {
        id: 'visitType',
        header: t('appointment.columns.visitType'),
        cell: (a) => t(`appointment.visitType.${a.visitType}`),
      },
    );
    return columns;
  }, [t, language, side, withListing, withAgent, onViewProfile]);
}
