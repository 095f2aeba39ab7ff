import type { RefObject } from 'react';
import { PopoverDialog } from '@/components/PopoverDialog';
import {
  FitReasonsList,
  NOT_ELIGIBLE_TITLE,
  NotEligibleReasons,
  notEligibleOf,
  type ScoredBid,
} from './FitReasons';

export interface FitReasonsPopoverProps {
  bid: ScoredBid & { fit_score: number };
  /** The fit button it floats from; focus returns to it when the popover closes. */
  triggerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * Why a result scores what it does, from its fit button: its own chunk, loaded when a fit button is
 * first pointed at, focused or pressed (FitScoreButton).
 */
export function FitReasonsPopover({ bid, triggerRef, onClose }: FitReasonsPopoverProps) {
  const notEligible = notEligibleOf(bid);
  return (
    <PopoverDialog
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      placement="bottom"
      className="bl-fit-popover"
      title={notEligible ? NOT_ELIGIBLE_TITLE : `Why it scores ${bid.fit_score}`}
    >
      {notEligible && (
        <>
          <NotEligibleReasons reasons={notEligible.reasons} />
          <p className="bl-fit-popover__otherwise">Its fit otherwise: {bid.fit_score} of 100</p>
        </>
      )}
      <FitReasonsList reasons={bid.fit_reasons ?? []} />
    </PopoverDialog>
  );
}
