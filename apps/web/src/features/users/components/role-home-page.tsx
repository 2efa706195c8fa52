import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useMe } from '../api/get-me.ts';
import '../../../components/placeholder-page.css';

type Props = { namespace: string };

/** A role's home: a welcome with the user's first name (the dashboards' content comes later). */
export function RoleHomePage({ namespace }: Props) {
  const { t } = useTranslation(['common', namespace]);
  const me = useMe();
  const firstName = me.data?.first_name;
  usePageMeta(t('pages.dashboard'));
  return (
    <section className="placeholder placeholder--compact" aria-labelledby="role-home-title">
      <div className="placeholder__card">
        <span className="placeholder__icon" aria-hidden="true">
          <Icon name="sparkle" size={28} />
        </span>
        <span className="eyebrow">{t('pages.dashboard')}</span>
        <h1 id="role-home-title" className="placeholder__title">
          {firstName ? t('roleHome.welcome', { name: firstName }) : t('pages.dashboard')}
        </h1>
        <p className="placeholder__text">{t('area.welcome', { ns: namespace })}</p>
        <p className="placeholder__text">{t('placeholder.text', { ns: namespace })}</p>
      </div>
    </section>
  );
}
