import { useMemo } from 'react';
import { PLAN_LINE_UP, type PlanTerms } from '@/api/planCatalog';
import { PlanLockedButton } from '@/components/PlanLockedButton';
import { InfoIcon } from '@/components/icons';
import { overLimitNote } from '@/lib/planPhrases';

export interface OverLimitNoteProps {
  kind: 'bookmark' | 'follow';
  /** How many the list holds. */
  held: number;
  plan: PlanTerms;
}

/**
 * A list over the plan's limit (kept from a higher plan, docs/product/plans-and-limits.md#plan-changes):
 * why, that nothing was deleted, what to do, and the plan that holds them all. Loaded only when a list
 * is over its limit.
 */
export default function OverLimitNote({ kind, held, plan }: OverLimitNoteProps) {
  const offer = useMemo(
    () => ({
      feature: kind === 'bookmark' ? `Keeping ${held} bookmarks` : `Following ${held} bids`,
      allows: (candidate: PlanTerms) =>
        (kind === 'bookmark' ? candidate.max_bookmark : candidate.max_follow) >= held,
      currentPlan: plan,
    }),
    [kind, held, plan],
  );
  const note = overLimitNote(kind, held, plan);
  if (!note) return null;
  const roomier = PLAN_LINE_UP.find(offer.allows);
  return (
    <div className="tracked-screen__over-limit" role="note" aria-label="Over your plan's limit">
      <InfoIcon size={20} />
      <p>{note}</p>
      {roomier && roomier.plan_code !== plan.plan_code && (
        <PlanLockedButton offer={offer} label={`Upgrade to ${roomier.name}`} hidePlanName />
      )}
    </div>
  );
}
