import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './logo.css';

type Props = { tone?: 'dark' | 'light' };

/** The Immora mark (a roof over a door) and wordmark, linking home. */
export function Logo({ tone = 'dark' }: Props) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`row-inline logo logo--${tone}`} aria-label={t('header.logoLabel')}>
      <svg className="logo__mark" viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--color-navy-900)" />
        <path
          d="M12 31 32 14l20 17"
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M19 29v19h26V29" fill="none" stroke="#fff" strokeWidth="5" strokeLinejoin="round" />
        <rect x="28" y="36" width="8" height="12" rx="1.5" fill="var(--color-accent)" />
      </svg>
      <span className="logo__word">Immora</span>
    </Link>
  );
}
