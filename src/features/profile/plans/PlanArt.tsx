import type { ReactNode } from 'react';
import { PlanCode } from '../api/currentPlan';
import type { PlanFeature, PlanFeatureArt } from '@/lib/planPhrases';

/*
 * The account area's own SVG drawings (no images from the internet): a lantern per plan, brighter
 * with each tier, and one small scene per feature. Colours come from the design tokens via the
 * `plan-art__*` classes in MyPlansTab.css.
 */

/** A bid card: paper with a title bar and two text lines. */
function BidCard({ x, y, lit = true }: { x: number; y: number; lit?: boolean }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="44" height="34" rx="4" className="plan-art__paper" />
      <rect
        x="6"
        y="6"
        width="24"
        height="5"
        rx="2"
        className={lit ? 'plan-art__accent' : 'plan-art__muted'}
      />
      <rect x="6" y="16" width="32" height="3" rx="1.5" className="plan-art__line" />
      <rect x="6" y="23" width="22" height="3" rx="1.5" className="plan-art__line" />
    </g>
  );
}

const SCENES: Readonly<Record<PlanFeatureArt, ReactNode>> = {
  'every-bid': (
    <>
      {[0, 1, 2].map((column) =>
        [0, 1].map((row) => <BidCard key={`${column}-${row}`} x={42 + column * 54} y={26 + row * 46} />),
      )}
    </>
  ),
  summary: (
    <>
      <rect x="70" y="14" width="100" height="112" rx="6" className="plan-art__paper" />
      <rect x="82" y="26" width="56" height="8" rx="3" className="plan-art__ink" />
      {[44, 54, 64, 74].map((y, index) => (
        <rect key={y} x="82" y={y} width={index % 2 ? 60 : 76} height="4" rx="2" className="plan-art__line" />
      ))}
      <rect x="82" y="88" width="34" height="24" rx="3" className="plan-art__soft" />
      <rect x="122" y="88" width="36" height="24" rx="3" className="plan-art__soft" />
      <circle cx="166" cy="22" r="14" className="plan-art__accent" />
      <path d="m159 22 5 5 9-10" className="plan-art__stroke-ink" />
    </>
  ),
  filters: (
    <>
      <path d="M60 24h120l-46 50v34l-28 14V74z" className="plan-art__ink" />
      {[36, 64, 92].map((y, index) => (
        <g key={y}>
          <rect x="176" y={y} width="40" height="4" rx="2" className="plan-art__line-light" />
          <circle cx={182 + index * 12} cy={y + 2} r="6" className="plan-art__accent" />
        </g>
      ))}
    </>
  ),
  bookmarks: (
    <>
      {[0, 1, 2, 3].map((index) => (
        <path
          key={index}
          d={`M${58 + index * 34} 30h26v74l-13-10-13 10z`}
          className={index === 1 ? 'plan-art__accent' : 'plan-art__paper'}
        />
      ))}
    </>
  ),
  'saved-search': (
    <>
      <BidCard x={58} y={36} />
      <BidCard x={110} y={60} />
      <circle cx="150" cy="50" r="26" className="plan-art__glass" />
      <path d="m169 69 22 22" className="plan-art__stroke-accent" />
      <path d="m142 38 4 9 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" className="plan-art__accent" />
    </>
  ),
  follow: (
    <>
      <path
        d="M120 24a28 28 0 0 0-28 28v24l-10 14h76l-10-14V52a28 28 0 0 0-28-28z"
        className="plan-art__accent"
      />
      <circle cx="120" cy="100" r="8" className="plan-art__paper" />
      <path d="M70 44a36 36 0 0 0 0 40M170 44a36 36 0 0 1 0 40" className="plan-art__stroke-light" />
      <path d="M58 34a52 52 0 0 0 0 60M182 34a52 52 0 0 1 0 60" className="plan-art__stroke-light" />
    </>
  ),
  export: (
    <>
      <rect x="54" y="20" width="96" height="100" rx="6" className="plan-art__paper" />
      {[40, 60, 80, 100].map((y) => (
        <path key={y} d={`M54 ${y}h96`} className="plan-art__stroke-soft" />
      ))}
      <path d="M86 20v100M118 20v100" className="plan-art__stroke-soft" />
      <circle cx="172" cy="84" r="26" className="plan-art__accent" />
      <path d="M172 68v28m-11-11 11 11 11-11" className="plan-art__stroke-ink" />
    </>
  ),
  'email-alerts': (
    <>
      <rect x="56" y="36" width="112" height="76" rx="6" className="plan-art__paper" />
      <path d="m58 40 54 40 54-40" className="plan-art__stroke-soft" />
      <circle cx="172" cy="38" r="20" className="plan-art__accent" />
      <path d="M172 28v10l7 5" className="plan-art__stroke-ink" />
    </>
  ),
  'bolt-on': (
    <>
      <path d="M56 96 80 40l34 12 30-18 40 22-12 52-40-10-30 14z" className="plan-art__soft" />
      <path
        d="M120 30a22 22 0 0 1 22 22c0 18-22 40-22 40s-22-22-22-40a22 22 0 0 1 22-22z"
        className="plan-art__accent"
      />
      <path d="M120 42v20m-10-10h20" className="plan-art__stroke-ink" />
    </>
  ),
};

/** A feature's drawing; its text alternative names the feature (the caption beside it explains it). */
export function FeatureIllustration({ feature, isLocked }: { feature: PlanFeature; isLocked: boolean }) {
  const label = `${feature.title}${isLocked ? ' (locked)' : ''}`;
  return (
    <svg
      viewBox="0 0 240 140"
      role="img"
      aria-label={label}
      className="plan-art plan-art--feature"
      data-locked={isLocked || undefined}
    >
      <rect width="240" height="140" rx="12" className="plan-art__backdrop" />
      <g className="plan-art__scene">{SCENES[feature.art]}</g>
      {isLocked && (
        <g transform="translate(198 10)" className="plan-art__lock">
          <circle cx="16" cy="16" r="16" className="plan-art__paper" />
          <path d="M10 15v-3a6 6 0 0 1 12 0v3" className="plan-art__stroke-ink" />
          <rect x="8" y="15" width="16" height="11" rx="2" className="plan-art__ink" />
        </g>
      )}
    </svg>
  );
}

/** The glow behind the lantern grows with the plan: none on Sneak, soft on Starter, rays on Essentials. */
const GLOW: Readonly<Record<PlanCode, ReactNode>> = {
  [PlanCode.NUMBER_001]: null,
  [PlanCode.NUMBER_002]: <circle cx="48" cy="50" r="30" className="plan-art__glow" />,
  [PlanCode.NUMBER_003]: (
    <>
      <circle cx="48" cy="50" r="40" className="plan-art__glow" />
      <path
        d="M48 4v10M48 86v8M6 50h10M80 50h10M18 20l7 7M71 73l7 7M78 20l-7 7M25 73l-7 7"
        className="plan-art__stroke-accent"
      />
    </>
  ),
};

/** The current plan's picture: a lantern, lit more brightly on each higher plan. */
export function PlanEmblem({ planCode, planName }: { planCode: PlanCode; planName: string }) {
  const isFree = planCode === PlanCode.NUMBER_001;
  return (
    <svg
      viewBox="0 0 96 96"
      role="img"
      aria-label={`${planName} plan`}
      className="plan-art plan-art--emblem"
      data-plan={planCode}
    >
      <circle cx="48" cy="48" r="48" className="plan-art__backdrop" />
      {GLOW[planCode]}
      <path d="M40 22a8 8 0 0 1 16 0" className="plan-art__stroke-ink" />
      <rect x="34" y="24" width="28" height="6" rx="2" className="plan-art__ink" />
      <path d="M36 30h24l4 34H32z" className={isFree ? 'plan-art__glass' : 'plan-art__glass-lit'} />
      <path
        d="M48 38c5 6 7 10 7 14a7 7 0 0 1-14 0c0-4 2-8 7-14z"
        className={isFree ? 'plan-art__muted' : 'plan-art__accent'}
      />
      <rect x="30" y="64" width="36" height="7" rx="2" className="plan-art__ink" />
    </svg>
  );
}
