import type { ReactNode } from 'react';

interface SummaryCardProps {
  /** The heading's id, which names the card's region. */
  headingId: string;
  title: string;
  children: ReactNode;
}

/** One card of the bid summary (Overview, Fit, Amendments, Description, contact, similar bids): a region named by its h2. */
export function SummaryCard({ headingId, title, children }: SummaryCardProps) {
  return (
    <section className="bid-summary__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="bid-summary__card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
