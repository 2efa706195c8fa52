import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

/**
 * "Verified agent" (issue 36, decision 077): staff confirmed this professional's BIV/IPI number.
 * Nothing is drawn for an unconfirmed one.
 */
export function VerifiedBadge({
  verified,
  size = 'normal',
}: {
  verified: boolean | undefined;
  size?: 'normal' | 'small';
}) {
  const { t } = useTranslation();
  if (!verified) return null;
  return (
    <span
      className={`pill verified-badge${size === 'small' ? ' verified-badge--small' : ''}`}
      title={t('trust.verifiedHint')}
      data-testid="verified-badge"
    >
      <Icon name="check" size={size === 'small' ? 12 : 14} />
      {t('trust.verified')}
    </span>
  );
}
