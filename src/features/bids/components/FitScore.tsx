import { useRef, useState } from 'react';
import { buttonClassName } from '@/components/buttonClassName';
import { CloseIcon } from '@/components/icons';
import { showToast } from '@/components/toastQueue';
import { retryingImport } from '@/lib/lazyImport';
import { optionalPart } from '@/lib/optionalPart';
import '@/components/RowIconButton.css';
import type { Eligibility } from '../api/briefTypes';
import { fitLabel, fitTone } from './fitBand';
import { FitReasonsList, NotEligibleReasons, notEligibleOf, type ScoredBid } from './FitReasons';
import './FitScore.css';

export const NOT_ELIGIBLE = 'Not eligible';

const loadFitReasonsPopover = retryingImport(() => import('./FitReasonsPopover'));
const FitReasonsPopover = optionalPart(() =>
  loadFitReasonsPopover().then((module) => module.FitReasonsPopover),
);

/**
 * The score as a badge: the number and its words, or "Not eligible" without a number when the company
 * cannot bid. The space between number and words is not drawn (the badge is a flex row) but keeps its
 * text "85 Strong fit" rather than "85Strong fit" for assistive technology.
 */
export function FitBadge({ score, eligibility }: { score: number; eligibility?: Eligibility }) {
  if (eligibility?.eligible === false)
    return (
      <span className="bl-fit-badge bl-fit-badge--not-eligible">
        <CloseIcon size={16} className="bl-fit-badge__mark" />
        <span className="bl-fit-badge__label">{NOT_ELIGIBLE}</span>
      </span>
    );
  return (
    <span className={`bl-fit-badge bl-fit-badge--${fitTone(score)}`}>
      <span className="bl-fit-badge__score bl-tabular-nums">{score}</span>{' '}
      <span className="bl-fit-badge__label">{fitLabel(score)}</span>
    </span>
  );
}

/** The first reason, where a row has room for one; the popover lists them all. */
function firstReason(reasons: readonly string[]): string {
  const [first = ''] = reasons;
  return reasons.length > 1 ? `${first} (and ${reasons.length - 1} more)` : first;
}

/**
 * A result's fit: the badge opens its reasons. Nothing when the API sent no score. A bid the company
 * is not eligible for says so, with its first reason under the badge. The reasons stay open only for
 * the bid they were opened for: the results table reuses its rows for the next bids. A native button
 * whose popover loads when first pointed at, focused or pressed: React Aria's DialogTrigger and Button
 * in every row were about a tenth of a filter change (docs/performance.md#2026-11-26-results-rows).
 */
export function FitScoreButton({ bid }: { bid: ScoredBid }) {
  const [openFor, setOpenFor] = useState<number | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (bid.fit_score === undefined) return null;
  const notEligible = notEligibleOf(bid);
  const badgeText = notEligible ? NOT_ELIGIBLE : `${bid.fit_score} ${fitLabel(bid.fit_score)}`;
  const isOpen = openFor === bid.id;
  const preload = () => void loadFitReasonsPopover().catch(() => undefined);
  // Opens once its code is here, so the button never says "expanded" over nothing (offline).
  const open = (bidId: number) =>
    loadFitReasonsPopover().then(
      () => setOpenFor(bidId),
      () =>
        showToast({
          title: 'We could not show why this bid scores as it does. Check your connection and try again.',
          tone: 'error',
        }),
    );
  const trigger = (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonClassName({ variant: 'ghost', size: 'sm' })} bl-row-icon-button bl-fit-button`}
        // Starts with the badge's text, as seen (WCAG 2.5.3 label in name); the bid tells the rows apart.
        aria-label={`${badgeText}: why, for ${bid.bid_name}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (isOpen ? setOpenFor(null) : void open(bid.id))}
      >
        <FitBadge score={bid.fit_score} eligibility={bid.eligibility} />
      </button>
      {isOpen && (
        <FitReasonsPopover
          bid={{ ...bid, fit_score: bid.fit_score }}
          triggerRef={buttonRef}
          onClose={() => setOpenFor(null)}
        />
      )}
    </>
  );
  if (!notEligible) return trigger;
  return (
    <span className="bl-fit-cell">
      {trigger}
      <span className="bl-fit-cell__reason">{firstReason(notEligible.reasons)}</span>
    </span>
  );
}

/** The summary's fit: the badge and the score, or why the company cannot bid and its fit otherwise. */
export function FitSummary({ bid }: { bid: ScoredBid & { fit_score: number } }) {
  const notEligible = notEligibleOf(bid);
  return (
    <>
      <p className="bl-fit-summary">
        <FitBadge score={bid.fit_score} eligibility={bid.eligibility} />{' '}
        <span>
          {notEligible ? 'Its fit otherwise: ' : ''}
          {bid.fit_score} of 100, from your company profile
        </span>
      </p>
      {notEligible && <NotEligibleReasons reasons={notEligible.reasons} />}
      <FitReasonsList reasons={bid.fit_reasons ?? []} />
    </>
  );
}
