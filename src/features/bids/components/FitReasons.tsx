import { CheckIcon, CloseIcon, MinusIcon } from '@/components/icons';
import type { Eligibility } from '../api/briefTypes';
import type { FitReason } from '../api/useDashboardData';
import './FitReasons.css';

// The parts of a fit that both the badge's popover (FitReasonsPopover, its own chunk) and the
// summary (FitScore) show: a module of its own, so the popover's chunk does not import the badge's.

export interface ScoredBid {
  id: number;
  bid_name: string;
  fit_score?: number;
  fit_reasons?: FitReason[];
  eligibility?: Eligibility;
}

export const NOT_ELIGIBLE_TITLE = 'Why you cannot bid as it stands';

/** Eligibility comes before fit: a bid the company cannot bid on as it stands shows no band. */
export function notEligibleOf(bid: { eligibility?: Eligibility }): Eligibility | null {
  return bid.eligibility?.eligible === false ? bid.eligibility : null;
}

function reasonMark(reason: FitReason) {
  if (reason.points >= reason.max_points) return { word: 'Fits', Icon: CheckIcon, tone: 'yes' };
  if (reason.points === 0) return { word: 'Does not fit', Icon: CloseIcon, tone: 'no' };
  return { word: 'Partly fits', Icon: MinusIcon, tone: 'partly' };
}

/** One line per factor: a mark (with its word for screen readers), the sentence and the points it adds. */
export function FitReasonsList({ reasons }: { reasons: readonly FitReason[] }) {
  return (
    <ul className="bl-fit-reasons">
      {reasons.map((reason) => {
        const { word, Icon, tone } = reasonMark(reason);
        return (
          <li key={reason.factor} className={`bl-fit-reasons__item bl-fit-reasons__item--${tone}`}>
            <Icon size={16} className="bl-fit-reasons__mark" />
            <span className="visually-hidden">{word}: </span>
            <span className="bl-fit-reasons__text">
              {reason.text}
              <span className="visually-hidden">, </span>
            </span>
            <span className="bl-fit-reasons__points bl-tabular-nums">
              {reason.points}/{reason.max_points}
              <span className="visually-hidden"> points</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Why the company cannot bid, one sentence each. */
export function NotEligibleReasons({ reasons }: { reasons: readonly string[] }) {
  return (
    <ul className="bl-fit-not-eligible">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}
