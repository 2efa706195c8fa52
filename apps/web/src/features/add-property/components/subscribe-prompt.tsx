import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { plansPath } from '../utils/role-paths.ts';
import type { ListingRole } from '../utils/role-paths.ts';
import '../../../components/placeholder-page.css';

/** Add property without an active subscription (spec 2 §2): Subscribe Now or Home. */
export function SubscribePrompt({ role }: { role: ListingRole }) {
  const { t } = useTranslation();
  usePageMeta(t('addProperty.subscribe.title'));
  return (
    <section className="placeholder placeholder--compact" aria-labelledby="subscribe-title">
      <div className="placeholder__card">
        <span className="placeholder__icon" aria-hidden="true">
          <Icon name="lock" size={28} />
        </span>
        <h1 id="subscribe-title" className="placeholder__title">
          {t('addProperty.subscribe.title')}
        </h1>
        <p className="placeholder__text">{t('addProperty.subscribe.text')}</p>
        <div className="placeholder__actions">
          <Link to={plansPath(role)} className="btn btn--primary">
            {t('addProperty.subscribe.now')}
          </Link>
          <Link to="/" className="btn btn--ghost">
            <Icon name="home" size={16} />
            {t('addProperty.subscribe.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}
