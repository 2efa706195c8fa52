import type { ReactNode } from 'react';

type Props = {
  /** A thumbnail (a photo, or an icon in its place). */
  thumb: ReactNode;
  title: ReactNode;
  /** Lines under the title (facts, price, a badge). */
  children?: ReactNode;
};

/** The first cell of a row that stands for a thing: thumbnail, title (two lines at most), details. */
export function SummaryCell({ thumb, title, children }: Props) {
  return (
    <div className="row summary-cell">
      <span className="summary-cell__thumb">{thumb}</span>
      <span className="stack summary-cell__text">
        <span className="clamp-2 summary-cell__title">{title}</span>
        {children}
      </span>
    </div>
  );
}
