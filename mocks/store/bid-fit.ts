import type {
  Eligibility,
  ExtraData,
  FitReason,
  InsuranceAmounts,
  InsuranceData,
  NextKeyDate,
} from '@/api/generated/model';
import { INDUSTRIES } from '../data/catalogs';
import { stateById } from '../data/states';
import type { UserRecord } from '../db';
import { bidEligibility, checkRequirement, isCompanyRequirement, nextKeyDate } from './bid-brief';
import type { StoredBid } from './bids';
import { readOnboarding } from './onboarding';
import { planOf } from './plan-limits';

/**
 * The fit score of a bid for a company (designed, api-spec/schemas/bid.yaml `fit_score`): one reason per
 * factor, each worth up to its weight, adding up to 100. The profile is read once per request
 * (`companyFitProfile`), then each bid is scored from it, so sorting thousands of bids by fit stays cheap.
 */
const WEIGHTS = {
  state: 20,
  industry: 20,
  contract_size: 20,
  set_aside: 5,
  entity_type: 5,
  time_left: 15,
  requirements: 15,
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
  /** The insurance answers: null when skipped. */
  insurance: InsuranceData | null;
  insuranceAmounts: InsuranceAmounts | null;
  allNoInsurance: boolean;
  bondingCapacity: NonNullable<ExtraData['bonding_capacity']> | null;
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
    insurance: answers.insurance_data,
    insuranceAmounts: answers.insurance_amounts,
    allNoInsurance: answers.all_no_insurance,
    bondingCapacity: answers.extra_data.bonding_capacity ?? null,
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
  // A code the company named itself fits better than one it only shares an industry with.
  if (company.naics.some(({ prefix }) => prefix === bid.naics_code))
    return reason('industry', `${bid.naics_title}: one of your NAICS codes`, 1);
  const match = company.naics.find(({ prefix }) => bid.naics_code.startsWith(prefix));
  return match
    ? reason('industry', `${bid.naics_title}: in ${match.name}`, 0.5)
    : reason('industry', `${bid.naics_title}: outside your industries`, 0);
}

function sizeReason(bid: StoredBid, company: CompanyFitProfile): FitReason {
  if (bid.estimated_value === null) return reason('contract_size', 'No estimated value published', 0.25);
  if (!company.contractSize) return reason('contract_size', 'You have not set a target contract size', 0.5);
  const [min, max] = company.contractSize;
  if (bid.estimated_value > max) return reason('contract_size', 'Above your target contract size', 0);
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
  if (days < 14) return reason('time_left', `${days} days left to prepare`, 1 / 3);
  if (days < 21) return reason('time_left', `${days} days left to prepare`, 2 / 3);
  return reason('time_left', `${days} days left to prepare`, 1);
}

/**
 * The requirements the company's answers can speak to: all met, some it has not answered, or one it
 * does not meet. A brief that read none says so and counts half.
 */
function requirementsReason(bid: StoredBid, company: CompanyFitProfile): FitReason {
  const statuses = (bid.stated_requirements ?? [])
    .filter(isCompanyRequirement)
    .map((requirement) => checkRequirement(requirement, bid, company).status);
  if (statuses.length === 0) return reason('requirements', 'We could not read its requirements', 0.5);
  if (statuses.includes('does_not_meet'))
    return reason('requirements', 'A requirement your answers do not meet', 0);
  const unanswered = statuses.filter((status) => status === 'check').length;
  if (unanswered === 0) return reason('requirements', 'Your answers meet its requirements', 1);
  return reason(
    'requirements',
    unanswered === 1 ? '1 requirement to check yourself' : `${unanswered} requirements to check yourself`,
    0.5,
  );
}

export interface BidFit {
  fit_score: number;
  fit_reasons: FitReason[];
  eligibility: Eligibility;
  next_key_date: NextKeyDate | null;
}

export function bidFit(bid: StoredBid, company: CompanyFitProfile, now: number = Date.now()): BidFit {
  const reasons = [
    stateReason(bid, company),
    industryReason(bid, company),
    sizeReason(bid, company),
    setAsideReason(bid, company),
    entityReason(bid, company),
    timeReason(bid, now),
    requirementsReason(bid, company),
  ];
  const score = reasons.reduce((sum, item) => sum + item.points, 0);
  return {
    fit_score: Math.max(0, Math.min(100, score)),
    fit_reasons: reasons,
    eligibility: bidEligibility(bid, company),
    next_key_date: nextKeyDate(bid, now),
  };
}

/**
 * Bids by fit: the ones the company is eligible for first, then the best score; ties keep their order
 * (the soonest deadline first).
 */
export function sortByFit(bids: readonly StoredBid[], company: CompanyFitProfile, now: number): StoredBid[] {
  const ranks = new Map(
    bids.map((bid) => {
      const fit = bidFit(bid, company, now);
      return [bid.id, fit.fit_score + (fit.eligibility.eligible ? 1000 : 0)];
    }),
  );
  return [...bids].sort((a, b) => (ranks.get(b.id) ?? 0) - (ranks.get(a.id) ?? 0));
}
