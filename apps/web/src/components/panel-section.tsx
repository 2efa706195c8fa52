import type { ReactNode, Ref } from 'react';

type Props = {
  /** The id of the title, which names the section. */
  id: string;
  title: string;
  /** What stands on the right of the title (a count, a tag). */
  aside?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
};

/** A titled panel of a page (a listing's facts, a profile's about, an auction's bids). */
export function PanelSection({ id, title, aside, children, ref }: Props) {
  const heading = (
    <h2 id={id} className="panel__title">
      {title}
    </h2>
  );
  return (
    <section ref={ref} className="card panel" aria-labelledby={id}>
      {aside ? (
        <div className="panel__head">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
