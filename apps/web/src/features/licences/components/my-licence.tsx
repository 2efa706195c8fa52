import { useTranslation } from 'react-i18next';
import { useMyLicence } from '../api/licences.ts';
import { formatDate } from '../../../lib/format.ts';

/** An agent's licence on their profile: the agency that gave it and since when. */
export function MyLicence() {
  const { t, i18n } = useTranslation('billing');
  const licence = useMyLicence();
  if (!licence.isSuccess) return null;
  return (
    <section className="card panel stack profile-section" aria-labelledby="my-licence-title" data-testid="my-licence">
      <h2 id="my-licence-title" className="profile-section__title">
        {t('licences.mine')}
      </h2>
      <p className="note">
        {licence.data
          ? t('licences.mineFrom', {
              agency: licence.data.agencyName,
              date: formatDate(licence.data.assignedAt, i18n.resolvedLanguage ?? 'en'),
            })
          : t('licences.mineNone')}
      </p>
    </section>
  );
}
