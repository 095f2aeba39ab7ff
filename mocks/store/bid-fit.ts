import type { FitReason } from '@/api/generated/model';
import { INDUSTRIES } from '../data/catalogs';
import { stateById } from '../data/states';
import type { UserRecord } from '../db';
import type { StoredBid } from './bids';
import { readOnboarding } from './onboarding';
import { planOf } from './plan-limits';

/**
 * The fit score of a bid for a company (designed, api-spec/schemas/bid.yaml `fit_score`): one reason per
 * factor, each worth up to its weight, adding up to 100. The profile is read once per request
 * (`companyFitProfile`), then each bid is scored from it, so sorting thousands of bids by fit stays cheap.
 */
const WEIGHTS = {
  state: 30,
  industry: 25,
  contract_size: 20,
  set_aside: 10,
  entity_type: 5,
  time_left: 10,
  requirements: 10,
} as const;

const DAY_MS = 86_400_000;
/** Dollar bounds of each target contract size (the profile's TargetContractSize). */
const CONTRACT_SIZES: Record<string, [min: number, max: number]> = {
  'upto-75000': [0, 75_000],
  '75000-500000': [75_000, 500_000],
  'above-500000': [500_000, Number.POSITIVE_INFINITY],
};
/** Set-asides a certification qualifies for; every company here is small, so Small Business is open to all. */
const CERTIFICATION_OF_SET_ASIDE: Record<string, string | null> = {
  'Small Business': null,
  '8(a)': '8(a)',
  WOSB: 'WOSB',
  SDVOSB: 'SDVOSB',
  HUBZone: 'HUBZone',
};

export interface CompanyFitProfile {
  stateCodes: Set<string>;
  /** NAICS prefixes with the name to show: the chosen industries' and the codes the company entered. */
  naics: Array<{ prefix: string; name: string }>;
  contractSize: [number, number] | null;
  certifications: Set<string>;
  entityTypes: Set<string>;
}

export function companyFitProfile(user: UserRecord): CompanyFitProfile {
  const answers = readOnboarding(user);
  const stateIds = [...answers.state_ids, ...(user.addon_state_id ? [user.addon_state_id] : [])];
  const industries = INDUSTRIES.filter((industry) => answers.industry_ids.includes(industry.id));
  return {
    stateCodes: new Set(stateIds.flatMap((id) => stateById(id)?.code ?? [])),
    naics: [
      ...answers.naics_codes.map((code) => ({ prefix: code, name: `NAICS ${code}` })),
      ...industries.flatMap((industry) =>
        industry.naics_codes.map((prefix) => ({ prefix, name: industry.name })),
      ),
    ],
    contractSize: CONTRACT_SIZES[user.target_contract_size] ?? null,
    certifications: new Set(answers.extra_data.certifications ?? []),
    entityTypes: new Set(planOf(user).entity_types),
  };
}

function reason(factor: FitReason['factor'], text: string, share: number): FitReason {
  const max = WEIGHTS[factor];
  return { factor, text, points: Math.round(max * share), max_points: max };
}

function stateReason(bid: StoredBid, company: CompanyFitProfile): FitReason {
  if (company.stateCodes.size === 0) return reason('state', 'You have not chosen your states yet', 0.5);
  return company.stateCodes.has(bid.state)
    ? reason('state', `In ${bid.state_name}, one of your states`, 1)
    : reason('state', `In ${bid.state_name}, outside your states`, 0);
}

function industryReason(bid: StoredBid, company: CompanyFitProfile): FitReason {
  if (company.naics.length === 0) return reason('industry', 'You have not chosen your industries yet', 0.5);
  const match = company.naics.find(({ prefix }) => bid.naics_code.startsWith(prefix));
  return match
    ? reason('industry', `${bid.naics_title}: matches ${match.name}`, 1)
    : reason('industry', `${bid.naics_title}: outside your industries`, 0);
}

function sizeReason(bid: StoredBid, company: CompanyFitProfile): FitReason {
  if (bid.estimated_value === null) return reason('contract_size', 'No estimated value published', 0.5);
  if (!company.contractSize) return reason('contract_size', 'You have not set a target contract size', 0.5);
  const [min, max] = company.contractSize;
  if (bid.estimated_value > max) return reason('contract_size', 'Above your target contract size', 0.25);
  if (bid.estimated_value < min) return reason('contract_size', 'Below your target contract size', 0.5);
  return reason('contract_size', 'Within your target contract size', 1);
}

function setAsideReason(bid: StoredBid, company: CompanyFitProfile): FitReason {
  if (bid.set_aside === null) return reason('set_aside', 'No set-aside: open to every business', 1);
  const certification = CERTIFICATION_OF_SET_ASIDE[bid.set_aside];
  if (certification === null) return reason('set_aside', 'Set aside for small businesses like yours', 1);
  return certification !== undefined && company.certifications.has(certification)
    ? reason('set_aside', `Set aside for ${bid.set_aside}, which you hold`, 1)
    : reason('set_aside', `Set aside for ${bid.set_aside}, which you do not hold`, 0);
}

function entityReason(bid: StoredBid, company: CompanyFitProfile): FitReason {
  return company.entityTypes.has(bid.entity_type)
    ? reason('entity_type', `${bid.entity_type} bids are in your plan`, 1)
    : reason('entity_type', `${bid.entity_type} bids are not in your plan`, 0);
}

function timeReason(bid: StoredBid, now: number): FitReason {
  if (!bid.closing_date) return reason('time_left', 'No closing date published', 1);
  const days = Math.ceil((Date.parse(bid.closing_date) - now) / DAY_MS);
  if (days <= 0) return reason('time_left', 'Closed', 0);
  if (days === 1) return reason('time_left', 'Only 1 day left to prepare', 0);
  if (days < 7) return reason('time_left', `Only ${days} days left to prepare`, 0);
  if (days < 14) return reason('time_left', `${days} days left to prepare`, 0.5);
  return reason('time_left', `${days} days left to prepare`, 1);
}

export interface BidFit {
  fit_score: number;
  fit_reasons: FitReason[];
}

export function bidFit(bid: StoredBid, company: CompanyFitProfile, now: number = Date.now()): BidFit {
  const reasons = [
    stateReason(bid, company),
    industryReason(bid, company),
    sizeReason(bid, company),
    setAsideReason(bid, company),
    entityReason(bid, company),
    timeReason(bid, now),
  ];
  const score = reasons.reduce((sum, item) => sum + item.points, 0);
  return { fit_score: Math.max(0, Math.min(100, score)), fit_reasons: reasons };
}

/** Bids by fit, best first; ties keep their order (the soonest deadline first). */
export function sortByFit(bids: readonly StoredBid[], company: CompanyFitProfile, now: number): StoredBid[] {
  const scores = new Map(bids.map((bid) => [bid.id, bidFit(bid, company, now).fit_score]));
  return [...bids].sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0));
}
