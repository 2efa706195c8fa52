import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon.tsx';
import './state-panel.css';

type Props = {
  icon: IconName;
  title: string;
  text?: string;
  /** Failures are announced (role=alert); empty results are not. */
  alert?: boolean;
  /** The heading level that fits the page: 1 when the panel is the whole page. */
  level?: 1 | 2 | 3;
  children?: ReactNode;
};

/** The one panel for an empty result, a failure or a missing page, in every list and page. */
export function StatePanel({ icon, title, text, alert, level = 3, children }: Props) {
  const Heading = `h${level}` as const;
  return (
    <div className="stack state-panel" role={alert ? 'alert' : undefined}>
      <Icon name={icon} size={32} />
      <Heading className="state-panel__title">{title}</Heading>
      {text && <p>{text}</p>}
      {children && <div className="cluster state-panel__actions">{children}</div>}
    </div>
  );
}

/** The 'Retry' button of a failed load. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn--dark" onClick={onRetry}>
      <Icon name="refresh" size={16} />
      {t('search.retry')}
    </button>
  );
}
