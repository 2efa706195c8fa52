import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TUpcomingAppointment } from '@immora/shared/dashboards';
import { Icon } from '../../../components/icon.tsx';
import { ResponsivePhoto } from '../../../components/responsive-photo.tsx';
import { AppointmentStatusBadge } from '../../appointments/components/appointment-columns.tsx';
import { formatStart } from '../../appointments/utils/slot-days.ts';

type Props = { appointment: TUpcomingAppointment; detailsTo: string };

/** One upcoming viewing: the listing's photo and title, when (Belgian time), status, the other party. */
export function UpcomingAppointmentCard({ appointment: a, detailsTo }: Props) {
  const { t, i18n } = useTranslation(['dashboard', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const title = a.property.title ?? t('appointment.untitled', { ns: 'common' });
  const photo = a.property.thumbnail;
  return (
    <article className="card card--clip upcoming-card" data-testid="upcoming-appointment">
      <Link to={`/single-v1/${a.property.id}`} className="upcoming-card__media" tabIndex={-1} aria-hidden="true">
        {photo ? (
          <ResponsivePhoto
            variants={a.property.coverVariants}
            src={photo}
            alt=""
            width={160}
            height={120}
            sizes="(max-width: 480px) 100vw, 160px"
          />
        ) : (
          <span className="card__placeholder">
            <Icon name="home" size={28} />
          </span>
        )}
      </Link>
      <div className="stack upcoming-card__body">
        <div className="cluster upcoming-card__tags">
          <AppointmentStatusBadge status={a.status} />
          <span className="pill pill--muted">{t(`appointment.visitType.${a.visitType}`, { ns: 'common' })}</span>
        </div>
        <h3 className="clamp-2 upcoming-card__title">
          <Link to={`/single-v1/${a.property.id}`}>{title}</Link>
        </h3>
        <p className="row upcoming-card__fact">
          <Icon name="clock" size={16} />
          <time dateTime={a.startsAt}>{formatStart(a.startsAt, language)}</time>
        </p>
        <p className="row upcoming-card__fact">
          <Icon name="user" size={16} />
          {t(a.side === 'seeker' ? 'upcoming.agent' : 'upcoming.client', { name: a.withName })}
        </p>
        <Link to={detailsTo} className="upcoming-card__details">
          {t('upcoming.details')}
          <Icon name="arrowRight" size={14} />
        </Link>
      </div>
    </article>
  );
}
