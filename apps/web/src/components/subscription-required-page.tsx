import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { PlaceholderCard } from './placeholder-card.tsx';
import { formatDate } from '../lib/format.ts';

type Props = { role: string; expiresAt: string | null };

/** Replaces a gated page when the subscription is inactive (spec 1 §4). */
export function SubscriptionRequiredPage({ role, expiresAt }: Props) {
  const { t, i18n } = useTranslation();
  usePageMeta(t('subscription.title'));
  const plansPath = role === 'agency' ? '/plans' : '/pricing';
  const expired = expiresAt ? new Date(expiresAt) : null;
  const texts = [t('subscription.required')];
  if (expired && !Number.isNaN(expired.getTime())) {
    texts.push(t('subscription.expiredOn', { date: formatDate(expired.toISOString(), i18n.resolvedLanguage ?? 'en') }));
  }
  return (
    <PlaceholderCard
      titleId="subscription-title"
      icon="lock"
      title={t('subscription.title')}
      texts={texts}
      actions={
        <Link to={plansPath} className="btn btn--primary">
          {t('subscription.buy')}
        </Link>
      }
    />
  );
}
