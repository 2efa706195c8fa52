import type { ReactNode } from 'react';

type Props = { id: string; title: string; lead?: string | undefined; children: ReactNode };

/** One titled part of the profile page (personal information, picture, password…). */
export function ProfileSection({ id, title, lead, children }: Props) {
  return (
    <section className="card panel stack profile-section" aria-labelledby={id}>
      <header className="profile-section__head">
        <h2 id={id} className="profile-section__title">
          {title}
        </h2>
        {lead && <p className="note profile-section__lead">{lead}</p>}
      </header>
      {children}
    </section>
  );
}
