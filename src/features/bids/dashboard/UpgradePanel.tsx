import { useMemo } from 'react';
import { PlanLockedButton } from '@/components/PlanLockedButton';
import { useCallerPlan } from '../api/planAccess';
import { upgradeOffer } from '../lib/upgradeOffers';

interface UpgradePanelProps {
  visibleCount: number;
  totalCount: number;
}

/**
 * Sneak sees the first few results only; this says how many more there are, and its button opens the
 * one upgrade dialog (docs/product/screens.md#upgrade-dialog).
 */
export function UpgradePanel({ visibleCount, totalCount }: UpgradePanelProps) {
  const { plan } = useCallerPlan();
  const offer = useMemo(() => upgradeOffer('everyBid', plan), [plan]);
  return (
    <section className="bl-upgrade-panel" aria-labelledby="bl-upgrade-panel-title">
      <h2 id="bl-upgrade-panel-title">
        You are seeing {visibleCount} of {totalCount.toLocaleString('en-US')} matching bids
      </h2>
      <p>
        Your plan shows the first {visibleCount} results. Upgrade to see every bid, read bid summaries and use
        advanced filters.
      </p>
      <PlanLockedButton offer={offer} label="Upgrade your plan" hidePlanName variant="primary" size="md" />
    </section>
  );
}
