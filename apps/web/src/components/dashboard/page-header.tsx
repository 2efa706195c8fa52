import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './page-header.css';

export type Crumb = { label: string; to?: string };

type Props = {
  /** The heading's id, for the page section's `aria-labelledby`. */
  id: string;
  title: string;
  lead?: string | undefined;
  /** Where the page sits: each crumb but the last is a link; the last is this page. */
  breadcrumb?: Crumb[] | undefined;
  /** A short count beside the actions ('24 listings'). */
  count?: string | undefined;
  actions?: ReactNode;
  /** 1 unless the header stands inside another page (the kit page shows one). */
  level?: 1 | 2;
};

/** The head of a working-area page: breadcrumb, title, lead, a count and the page's actions. */
export function PageHeader({ id, title, lead, breadcrumb, count, actions, level = 1 }: Props) {
  const { t } = useTranslation();
  const Heading = `h${level}` as const;
  return (
    <header className="stack page-header">
      {breadcrumb && breadcrumb.length > 0 && (
        <nav aria-label={t('kit.breadcrumb')}>
          <ol className="cluster breadcrumb">
            {breadcrumb.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`}>
                {crumb.to && index < breadcrumb.length - 1 ? (
                  <Link to={crumb.to}>{crumb.label}</Link>
                ) : (
                  <span aria-current={index === breadcrumb.length - 1 ? 'page' : undefined}>{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="page-header__row">
        <div>
          <Heading id={id} className="page-header__title">
            {title}
          </Heading>
          {lead && <p className="page-header__lead">{lead}</p>}
        </div>
        {(count || actions) && (
          <div className="cluster page-header__actions">
            {count && <span className="pill pill--muted page-header__count">{count}</span>}
            {actions}
          </div>
        )}
      </div>
    </header>
  );
}
