import type { ReactNode } from 'react';

/** One panel of the case page: a titled card section, labelled by its heading. */
export function StaffSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card panel stack staff-section" aria-labelledby={id}>
      <h2 id={id} className="panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
