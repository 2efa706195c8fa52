import { useTranslation } from 'react-i18next';
import type { TAppointment } from '@immora/shared/appointments';
import { Avatar } from '../../../components/avatar.tsx';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Icon } from '../../../components/icon.tsx';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { useSharedProfile } from '../api/shared-profile.ts';
import { formatStart } from '../utils/slot-days.ts';
import { AppointmentRefusal } from './appointment-refusal.tsx';

/**
 * The owner's "profile view" of a booking (spec 2 §2): the client's picture, name, e-mail and
 * phone, read from the server, which gives them only when the client shared their profile.
 */
export function ProfileViewDialog({ appointment, onClose }: { appointment: TAppointment; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const profile = useSharedProfile(appointment.id);
  const p = profile.data;
  return (
    <FormDialog
      title={t('appointment.profileView.title')}
      subtitle={`${appointment.property.title ?? t('appointment.untitled')} · ${formatStart(appointment.startsAt, i18n.resolvedLanguage ?? 'en')}`}
      icon="user"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        onClose();
      }}
      footer={
        <button type="submit" className="btn btn--primary">
          {t('dialog.close')}
        </button>
      }
    >
      {profile.isPending ? (
        <p className="muted" role="status">
          {t('appointment.profileView.loading')}
        </p>
      ) : profile.isError ? (
        <AppointmentRefusal error={profile.error} failed={t('appointment.profileView.loadFailed')} />
      ) : (
        p && (
          <div className="row profile-view" data-testid="profile-view">
            <Avatar name={p.name} src={p.picture} size="xl" />
            <dl className="stack profile-view__facts">
              <dt className="visually-hidden">{t('appointment.profileView.name')}</dt>
              <dd className="profile-view__name">{p.name}</dd>
              <dt>{t('appointment.columns.email')}</dt>
              <dd>
                <a href={`mailto:${p.email}`} className="row-inline">
                  <Icon name="mail" size={16} />
                  {p.email}
                </a>
              </dd>
              <dt>{t('appointment.columns.phone')}</dt>
              <dd>
                {p.phone ? (
                  <PhoneLink phone={p.phone} className="row-inline" icon={<Icon name="phone" size={16} />} />
                ) : (
                  <span className="muted">{t('appointment.profileView.noPhone')}</span>
                )}
              </dd>
            </dl>
          </div>
        )
      )}
    </FormDialog>
  );
}
