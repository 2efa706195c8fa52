import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useProfile } from '../api/get-profile.ts';
import { AgencyForm } from './agency-form.tsx';
import { CalendarSection } from './calendar-section.tsx';
import { DataExportSection } from './data-export-section.tsx';
import { LanguageSection } from './language-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PersonalForm } from './personal-form.tsx';
import { PictureSection } from './picture-section.tsx';
import { WorkingHoursEditor } from './working-hours-editor.tsx';
import { MyLicence } from '../../licences/components/my-licence.tsx';
import { CloseAccountSection } from '../../account-closure/components/close-account-section.tsx';
import './profile-page.css';

type Props = {
  /** 'myProfile' (every role) or 'agencyProfileEdit' (the agency's page): the title and the crumbs. */
  page: 'myProfile' | 'agencyProfileEdit';
};

/** My profile (spec 2 §2) of every role: picture, personal fields, password, e-mail language, and working hours and calendar sync for those who receive viewings. */
export default function ProfilePage({ page }: Props) {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const title = t(`pages.${page}`, { ns: 'common' });
  usePageMeta(title);
  // No user behind the session: the profile answers 404, or no data (spec 2 §8, 'No user data').
  const noUser =
    (profile.isError && profile.error instanceof ApiError && profile.error.status === 404) ||
    (profile.isSuccess && !profile.data);

  return (
    <section className="dash-page profile-page" aria-labelledby="profile-title">
      <PageHeader id="profile-title" title={title} lead={t('lead')} />
      {profile.isPending ? (
        <div className="row profile-page__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('loading')}
        </div>
      ) : noUser ? (
        <StatePanel icon="user" title={t('userNotFound')} alert level={2} />
      ) : profile.isError ? (
        <StatePanel icon="alert" title={t('loadFailed')} alert level={2}>
          <RetryButton onRetry={() => void profile.refetch()} />
        </StatePanel>
      ) : (
        <div className="stack profile-page__sections">
          <PictureSection profile={profile.data} />
          {profile.data.agency && <AgencyForm agency={profile.data.agency} />}
          <PersonalForm profile={profile.data} />
          {profile.data.role === 'individual' && <MyLicence />}
          {profile.data.role !== 'buyer' && <WorkingHoursEditor />}
          {profile.data.role !== 'buyer' && <CalendarSection />}
          <PasswordSection />
          <LanguageSection profile={profile.data} />
          <DataExportSection />
          <CloseAccountSection profile={profile.data} />
        </div>
      )}
    </section>
  );
}
