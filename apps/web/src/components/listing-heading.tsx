import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import './listing-heading.css';

type Props = {
  /** Type, category, status… above the title. */
  badges: ReactNode;
  listing: { title: string; address: string; postalCode: string | null; city: string };
  /** The title's language, when the page shows a version of the listing in another one. */
  lang?: string;
};

/** A listing's badges, title (the page's h1) and address: the listing page and its auction page. */
export function ListingHeading({ badges, listing, lang }: Props) {
  return (
    <>
      <div className="cluster listing-heading__badges">{badges}</div>
      <h1 className="listing-heading__title" lang={lang}>
        {listing.title}
      </h1>
      <p className="row listing-heading__address">
        <Icon name="pin" size={18} />
        {listing.address}, {listing.postalCode ? `${listing.postalCode} ` : ''}
        {listing.city}
      </p>
    </>
  );
}
