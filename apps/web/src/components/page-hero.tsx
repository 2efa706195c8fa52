import type { ReactNode } from 'react';

type Props = {
  eyebrow: string;
  title: string;
  lead: string;
  /** A modifier of the band (its own padding or alignment). */
  className?: string;
  /** What follows the lead: filters, a search form, a date. */
  children?: ReactNode;
};

/** The navy band at the top of a public page: eyebrow, the page's h1 and a lead. */
export function PageHero({ eyebrow, title, lead, className, children }: Props) {
  return (
    <section className={className ? `page-hero ${className}` : 'page-hero'}>
      <div className="container">
        <span className="eyebrow eyebrow--on-dark">{eyebrow}</span>
        <h1 className="page-hero__title">{title}</h1>
        <p className="page-hero__lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
