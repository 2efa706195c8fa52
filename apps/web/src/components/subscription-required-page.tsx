import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { Icon } from './icon.tsx';
import './placeholder-page.css';

type Props = { role: string; expiresAt: string | null };

/** Replaces a gated page when the subscription is inactive (spec 1 §4). */
export function SubscriptionRequiredPage({ role, expiresAt }: Props) {
  const { t, i18n } = useTranslation();
  usePageMeta(t('subscription.title'));
  const plansPath = role === 'agency' ? '/plans' : '/pricing';
  const expired = expiresAt ? new Date(expiresAt) : null;
  return (
    <section className="placeholder placeholder--compact" aria-labelledby="subscription-title">
      <div className="placeholder__card">
        <span className="placeholder__icon" aria-hidden="true">
          <Icon name="lock" size={28} />
        </span>
        <h1 id="subscription-title" className="placeholder__title">
          {t('subscription.title')}
        </h1>
        <p className="placeholder__text">{t('subscription.required')}</p>
        {expired && !Number.isNaN(expired.getTime()) && (
          <p className="placeholder__text">
            {t('subscription.expiredOn', { date: expired.toLocaleDateString(`${i18n.resolvedLanguage ?? 'en'}-BE`) })}
          </p>
        )}
        <div className="placeholder__actions">
          <Link to={plansPath} className="btn btn--primary">
            {t('subscription.buy')}
          </Link>
        </div>
      </div>
    </section>
  );
}
