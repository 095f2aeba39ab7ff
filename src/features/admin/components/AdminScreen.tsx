import type { ReactNode } from 'react';

interface AdminScreenProps {
  /** The heading's id: the section is labelled by it, and so may be the section's table. */
  titleId: string;
  title: string;
  /** One line under the title, e.g. what the list holds and in which order. */
  lead?: ReactNode;
  children: ReactNode;
}

/** One console screen (Overview, Scrapers, Logs, Users): its h1 and lead on one row, then its content. */
export function AdminScreen({ titleId, title, lead, children }: AdminScreenProps) {
  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <div className="bl-spread-row admin-section__header">
        <h1 id={titleId} className="admin-section__title">
          {title}
        </h1>
        {lead && <p className="admin-section__lead">{lead}</p>}
      </div>
      {children}
    </section>
  );
}
