import { useTranslation } from 'react-i18next';
import { PlaceholderCard } from '../../../components/placeholder-card.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useMe } from '../api/get-me.ts';

type Props = { namespace: string };

/** A role's home: a welcome with the user's first name (the dashboards' content comes later). */
export function RoleHomePage({ namespace }: Props) {
  const { t } = useTranslation(['common', namespace]);
  const me = useMe();
  const firstName = me.data?.first_name;
  usePageMeta(t('pages.dashboard'));
  return (
    <PlaceholderCard
      titleId="role-home-title"
      icon="sparkle"
      eyebrow={t('pages.dashboard')}
      title={firstName ? t('roleHome.welcome', { name: firstName }) : t('pages.dashboard')}
      texts={[t('area.welcome', { ns: namespace }), t('placeholder.text', { ns: namespace })]}
    />
  );
}
