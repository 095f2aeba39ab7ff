import { type ReactNode, createContext, use, useId } from 'react';

/**
 * The level of the summary's title: 1 on the summary page, 2 in the dashboard's preview pane (under the
 * dashboard's own h1). The cards' headings sit one level below it, their subheadings two.
 */
export const SummaryHeadingLevel = createContext<1 | 2>(1);

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4';

/** The heading tag `depth` levels below the summary's title (0: the title itself). */
export function useSummaryHeading(depth: 0 | 1 | 2): HeadingTag {
  return `h${use(SummaryHeadingLevel) + depth}` as HeadingTag;
}

interface SummaryCardProps {
  title: string;
  children: ReactNode;
}

/** One card of the bid summary (Overview, Fit, Amendments, Description, contact, similar bids): a region named by its heading. */
export function SummaryCard({ title, children }: SummaryCardProps) {
  const headingId = useId();
  const Heading = useSummaryHeading(1);
  return (
    <section className="bid-summary__card" aria-labelledby={headingId}>
      <Heading id={headingId} className="bid-summary__card-title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
