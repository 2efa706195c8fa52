import { Link } from 'react-router';
import { Icon } from './icon.tsx';

type Props = {
  /** The id of the title, which names the section (`aria-labelledby`). */
  titleId: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  /** A link to everything the section shows a part of ('View all'). */
  more?: { to: string; label: string };
};

/** The head of a page section: eyebrow, title, lead, and a 'view all' link on the right. */
export function SectionHead({ titleId, title, eyebrow, lead, more }: Props) {
  return (
    <div className="section__head">
      <div>
        {eyebrow && <span className="eyebrow">{eyebrow}</span>}
        <h2 id={titleId} className="section__title">
          {title}
        </h2>
        {lead && <p className="section__lead">{lead}</p>}
      </div>
      {more && (
        <Link to={more.to} className="btn btn--ghost">
          {more.label}
          <Icon name="arrowRight" size={16} />
        </Link>
      )}
    </div>
  );
}
