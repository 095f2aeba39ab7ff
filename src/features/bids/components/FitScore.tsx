import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { Button } from '@/components/Button';
import { CheckIcon, CloseIcon, MinusIcon } from '@/components/icons';
import { PopoverDialog } from '@/components/PopoverDialog';
import type { FitReason } from '../api/useDashboardData';
import './FitScore.css';

interface ScoredBid {
  id: number;
  bid_name: string;
  fit_score?: number;
  fit_reasons?: FitReason[];
}

/** The score in words, so it never relies on colour alone. */
export function fitLabel(score: number): string {
  if (score >= 75) return 'Strong fit';
  if (score >= 50) return 'Fair fit';
  return 'Weak fit';
}

function fitTone(score: number): 'strong' | 'fair' | 'weak' {
  if (score >= 75) return 'strong';
  if (score >= 50) return 'fair';
  return 'weak';
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

/**
 * The score as a badge: the number and its words. The space between them is not drawn (the badge is a
 * flex row) but keeps its text "75 Strong fit" rather than "75Strong fit" for assistive technology.
 */
export function FitBadge({ score }: { score: number }) {
  return (
    <span className={`bl-fit-badge bl-fit-badge--${fitTone(score)}`}>
      <span className="bl-fit-badge__score bl-tabular-nums">{score}</span>{' '}
      <span className="bl-fit-badge__label">{fitLabel(score)}</span>
    </span>
  );
}

/**
 * A result's fit: the badge opens its reasons. Nothing when the API sent no score. The reasons stay
 * open only for the bid they were opened for: the results table reuses its rows for the next bids.
 */
export function FitScoreButton({ bid }: { bid: ScoredBid }) {
  const [openFor, setOpenFor] = useState<number | null>(null);
  if (bid.fit_score === undefined) return null;
  return (
    <DialogTrigger isOpen={openFor === bid.id} onOpenChange={(isOpen) => setOpenFor(isOpen ? bid.id : null)}>
      <Button
        variant="ghost"
        size="sm"
        className="bl-fit-button"
        // Starts with the badge's text, as seen (WCAG 2.5.3 label in name); the bid tells the rows apart.
        aria-label={`${bid.fit_score} ${fitLabel(bid.fit_score)}: why, for ${bid.bid_name}`}
      >
        <FitBadge score={bid.fit_score} />
      </Button>
      <PopoverDialog placement="bottom" className="bl-fit-popover" title={`Why it scores ${bid.fit_score}`}>
        <FitReasonsList reasons={bid.fit_reasons ?? []} />
      </PopoverDialog>
    </DialogTrigger>
  );
}
