import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon.tsx';
import '../property-card.css';
import './stat-card.css';

type Props = {
  icon: IconName;
  label: string;
  value: ReactNode;
  hint?: string | undefined;
  /** The icon's colour. */
  tone?: 'navy' | 'accent' | 'success';
  /** A link or a small chart under the figure. */
  children?: ReactNode;
  testId?: string;
};

/** One figure of a dashboard: icon, label, value and a hint. */
export function StatCard({ icon, label, value, hint, tone = 'navy', children, testId }: Props) {
  return (
    <li className={`stack stat-card stat-card--${tone}`} data-testid={testId}>
      <span className="stat-card__icon" aria-hidden="true">
        <Icon name={icon} size={20} />
      </span>
      <span className="stat-card__label">{label}</span>
      <strong className="stat-card__value">{value}</strong>
      {hint && <span className="stat-card__hint">{hint}</span>}
      {children}
    </li>
  );
}

/** A row of stat cards (a list), or grey cards while the figures load. */
export function StatCards({
  label,
  loading,
  count = 4,
  children,
}: {
  label: string;
  loading?: boolean;
  count?: number;
  children?: ReactNode;
}) {
  return (
    <ul className="stat-cards" aria-label={label} aria-busy={loading || undefined}>
      {loading
        ? Array.from({ length: count }, (_, i) => (
            <li key={i} className="stack stat-card stat-card--skeleton skeleton" />
          ))
        : children}
    </ul>
  );
}
