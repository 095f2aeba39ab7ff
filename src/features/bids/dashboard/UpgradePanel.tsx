import { Link } from '@/components/Link';
import { paths } from '@/lib/routes';

interface UpgradePanelProps {
  visibleCount: number;
  totalCount: number;
}

/** Sneak sees the first few results only; this says how many more there are and how to see them. */
export function UpgradePanel({ visibleCount, totalCount }: UpgradePanelProps) {
  return (
    <section className="bl-upgrade-panel" aria-labelledby="bl-upgrade-panel-title">
      <h2 id="bl-upgrade-panel-title">
        You are seeing {visibleCount} of {totalCount.toLocaleString('en-US')} matching bids
      </h2>
      <p>
        Your plan shows the first {visibleCount} results. Upgrade to see every bid, read bid summaries and use
        advanced filters.
      </p>
      <Link href={paths.pricing} buttonVariant="primary">
        Upgrade your plan
      </Link>
    </section>
  );
}
