import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon.tsx';
import type { IconName } from '../../../components/icon.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import './auth.css';

type Props = {
  title: string;
  lead?: ReactNode;
  icon?: IconName;
  tone?: 'accent' | 'success' | 'danger';
  wide?: boolean;
  children?: ReactNode;
};

/** The centred card every account screen uses. */
export function AuthCard({ title, lead, icon = 'user', tone = 'accent', wide = false, children }: Props) {
  usePageMeta(title);
  return (
    <section className="spotlight auth-page" aria-labelledby="auth-title">
      <div className={`card card--raised stack auth-card${wide ? ' auth-card--wide' : ''}`}>
        <span className={`icon-tile icon-tile--lg icon-tile--${tone}`} aria-hidden="true">
          <Icon name={icon} size={26} />
        </span>
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {lead && <p className="auth-card__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
