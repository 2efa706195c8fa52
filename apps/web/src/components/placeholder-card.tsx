import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import type { IconName } from './icon.tsx';
import './placeholder-page.css';

type Props = {
  titleId: string;
  icon: IconName;
  eyebrow?: string | undefined;
  title: string;
  /** One paragraph each. */
  texts: string[];
  actions?: ReactNode;
  /** Inside a working area (no page-wide background). */
  compact?: boolean;
};

/** A page that is one message: icon, title, text and what to do next (placeholders, subscription prompts, a role's home). */
export function PlaceholderCard({ titleId, icon, eyebrow, title, texts, actions, compact = true }: Props) {
  return (
    <section className={`spotlight placeholder${compact ? ' placeholder--compact' : ''}`} aria-labelledby={titleId}>
      <div className="card card--raised stack placeholder__card">
        <span className="icon-tile icon-tile--lg" aria-hidden="true">
          <Icon name={icon} size={28} />
        </span>
        {eyebrow && <span className="eyebrow">{eyebrow}</span>}
        <h1 id={titleId} className="placeholder__title">
          {title}
        </h1>
        {texts.map((text) => (
          <p key={text} className="placeholder__text">
            {text}
          </p>
        ))}
        {actions && <div className="cluster placeholder__actions">{actions}</div>}
      </div>
    </section>
  );
}
