import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import './home-section.css';

type HomeLink = { label: string; to: string };

type Props = {
  /** The title's id, which names the section. */
  id: string;
  title: string;
  /** A short count beside the title ('7 listings'). */
  count?: string | undefined;
  /** Where the full list lives ('View all'), and other pages beside it. */
  all?: HomeLink | undefined;
  links?: HomeLink[];
  /** The name of the links' navigation. */
  linksLabel?: string;
  children: ReactNode;
};

/** One block of a role's home: a title with its count and links, then a table, cards or figures. */
export function HomeSection({ id, title, count, all, links = [], linksLabel, children }: Props) {
  return (
    <section className="stack home-section" aria-labelledby={id}>
      <header className="cluster home-section__head">
        <h2 id={id}>{title}</h2>
        {count && <span className="pill pill--muted page-header__count">{count}</span>}
        {(all || links.length > 0) && (
          <nav className="row home-section__links" aria-label={linksLabel ?? title}>
            {links.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
            {all && (
              <Link to={all.to} className="home-section__all">
                {all.label}
                <Icon name="arrowRight" size={14} />
              </Link>
            )}
          </nav>
        )}
      </header>
      {children}
    </section>
  );
}
