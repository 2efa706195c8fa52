import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { PlaceholderCard } from '../../../components/placeholder-card.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { plansPath } from '../utils/role-paths.ts';
import type { ListingRole } from '../utils/role-paths.ts';

/** Add property without an active subscription (spec 2 §2): Subscribe Now or Home. */
export function SubscribePrompt({ role }: { role: ListingRole }) {
  const { t } = useTranslation();
  usePageMeta(t('addProperty.subscribe.title'));
  return (
    <PlaceholderCard
      titleId="subscribe-title"
      icon="lock"
      title={t('addProperty.subscribe.title')}
      texts={[t('addProperty.subscribe.text')]}
      actions={
        <>
          <Link to={plansPath(role)} className="btn btn--primary">
            {t('addProperty.subscribe.now')}
          </Link>
          <Link to="/" className="btn btn--ghost">
            <Icon name="home" size={16} />
            {t('addProperty.subscribe.home')}
          </Link>
        </>
      }
    />
  );
}
