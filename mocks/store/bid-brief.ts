import type {
  Attachment,
  Eligibility,
  KeyDate,
  NextKeyDate,
  Requirement,
  RequirementCheck,
} from '@/api/generated/model';
import { attachmentText, money, type StoredRequirement } from '../seed/brief-factory';
import type { CompanyFitProfile } from './bid-fit';
import type { StoredBid } from './bids';

/**
 * A bid's brief for one company (designed, api-spec/schemas/bid.yaml `Requirement`, `Eligibility`):
 * each requirement checked against the company's answers, whether it can bid at all, and the next date
 * it must keep.
 */

const meets = (reason: string): RequirementCheck => ({ status: 'meets', reason });
const check = (reason: string): RequirementCheck => ({ status: 'check', reason });
const doesNotMeet = (reason: string): RequirementCheck => ({ status: 'does_not_meet', reason });

/** The profile's answer for each kind of insurance a solicitation asks for (umbrella is not asked). */
const INSURANCE_ANSWERS = {
  general_liability: {
    name: 'general liability',
    held: 'general_liability',
    amount: 'general_liability_amount',
  },
  auto: { name: 'auto liability', held: 'auto_liability', amount: 'auto_liability_amount' },
  workers_compensation: { name: "workers' compensation", held: 'workers_compensation', amount: null },
  // The profile asks about medical professional cover only, which says nothing of other professions'.
  professional: { name: 'professional liability', held: null, amount: null },
  umbrella: { name: 'umbrella liability', held: null, amount: null },
} as const;

/** Set-asides every company here qualifies for: they are all small businesses. */
const OPEN_TO_EVERY_SMALL_BUSINESS = new Set(['Small Business']);

function insuranceCheck(requirement: StoredRequirement, company: CompanyFitProfile): RequirementCheck {
  const answer = INSURANCE_ANSWERS[requirement.insurance_type ?? 'general_liability'];
  const minimum = requirement.minimum_amount;
  const requires =
    minimum === undefined ? `Requires ${answer.name}` : `Requires ${money(minimum)} ${answer.name}`;
  if (answer.held === null) return check(`${requires}; we do not ask about it, so check your policy`);
  if (company.allNoInsurance) return doesNotMeet(`${requires}; you told us you hold no insurance`);
  if (!company.insurance) return check(`${requires}; you have not told us about your insurance`);
  if (!company.insurance[answer.held]) return doesNotMeet(`${requires}; you told us you do not hold it`);
  if (minimum === undefined || answer.amount === null) return meets(`${requires}; you told us you hold it`);
  const amount = company.insuranceAmounts?.[answer.amount] ?? null;
  if (amount === null) return check(`${requires}; you have not told us your limit`);
  return amount >= minimum
    ? meets(`${requires}; you told us ${money(amount)}`)
    : doesNotMeet(`${requires}; you told us ${money(amount)}`);
}

function bondCheck(
  requirement: StoredRequirement,
  bid: StoredBid,
  company: CompanyFitProfile,
): RequirementCheck {
  const percent = requirement.percent ?? 100;
  const bond = requirement.kind === 'bid_bond' ? 'bid bond' : 'performance bond';
  const capacity = company.bondingCapacity;
  if (capacity === null)
    return check(`Requires a ${percent}% ${bond}; you have not told us your bonding capacity`);
  if (capacity === 0) return doesNotMeet(`Requires a ${percent}% ${bond}; you told us you cannot be bonded`);
  if (requirement.kind === 'bid_bond' || bid.estimated_value === null)
    return meets(`Requires a ${percent}% ${bond}; you told us your bonding capacity is ${money(capacity)}`);
  const needed = Math.round((bid.estimated_value * percent) / 100);
  const requires = `Requires a ${bond} of about ${money(needed)}`;
  return capacity >= needed
    ? meets(`${requires}; your bonding capacity is ${money(capacity)}`)
    : doesNotMeet(`${requires}; your bonding capacity is ${money(capacity)}`);
}

function certificationCheck(held: string, company: CompanyFitProfile, setAside: boolean): RequirementCheck {
  if (setAside && OPEN_TO_EVERY_SMALL_BUSINESS.has(held))
    return meets('Set aside for small businesses, as yours is');
  const what = setAside ? `Set aside for ${held}` : `Requires ${held} certification`;
  return company.certifications.has(held)
    ? meets(`${what}, which you hold`)
    : doesNotMeet(`${what}, which you do not hold`);
}

const SUBMISSION_CHECKS = {
  portal: 'Register on the agency’s procurement portal before the deadline',
  email: 'Send one PDF by email before the deadline',
  sealed_paper: 'Allow time to deliver a sealed paper copy before the deadline',
} as const;

export function checkRequirement(
  requirement: StoredRequirement,
  bid: StoredBid,
  company: CompanyFitProfile,
): RequirementCheck {
  switch (requirement.kind) {
    case 'insurance':
      return insuranceCheck(requirement, company);
    case 'bid_bond':
    case 'performance_bond':
      return bondCheck(requirement, bid, company);
    case 'set_aside':
    case 'certification':
      return certificationCheck(requirement.certification ?? '', company, requirement.kind === 'set_aside');
    case 'license':
      return company.stateCodes.has(bid.state)
        ? check(
            `Requires a ${bid.state_name} contractor license; we do not ask about licenses, so check yours`,
          )
        : check(
            `Requires a ${bid.state_name} contractor license; ${bid.state_name} is not one of your states`,
          );
    case 'local_preference':
      return check(`Bidders based in ${bid.city} get a ${requirement.percent ?? 5}% preference`);
    case 'submission_method':
      return check(SUBMISSION_CHECKS[requirement.submission_method ?? 'portal']);
  }
}

/** Requirements that say something about the company (the others are the same for everyone). */
export function isCompanyRequirement(requirement: StoredRequirement): boolean {
  return requirement.kind !== 'submission_method' && requirement.kind !== 'local_preference';
}

export function checkedRequirements(bid: StoredBid, company: CompanyFitProfile): Requirement[] {
  return (bid.stated_requirements ?? []).map((requirement) => ({
    ...requirement,
    source: { ...requirement.source },
    check: checkRequirement(requirement, bid, company),
  }));
}

const SOLE_SOURCE = 'Sole Source';

/**
 * Eligibility comes before fit: a set-aside or certification the company does not hold, a sole source
 * award, or a requirement it does not meet. The set-aside is judged from the bid itself, so a bid whose
 * brief knows nothing still says so.
 */
export function bidEligibility(bid: StoredBid, company: CompanyFitProfile): Eligibility {
  const reasons: string[] = [];
  if (bid.set_aside !== null) {
    const setAside = certificationCheck(bid.set_aside, company, true);
    if (setAside.status === 'does_not_meet') reasons.push(setAside.reason);
  }
  if (bid.solicitation_type === SOLE_SOURCE)
    reasons.push('Sole source: the agency means to award it to a named vendor');
  for (const requirement of bid.stated_requirements ?? []) {
    if (requirement.kind === 'set_aside') continue;
    const result = checkRequirement(requirement, bid, company);
    if (result.status === 'does_not_meet') reasons.push(result.reason);
  }
  return { eligible: reasons.length === 0, reasons };
}

/** The soonest key date after now, without its source; null when none is ahead. */
export function nextKeyDate(bid: StoredBid, now: number): NextKeyDate | null {
  const next = (bid.key_dates ?? []).find((date) => Date.parse(date.at) > now);
  return next ? { kind: next.kind, at: next.at, time_zone: next.time_zone, mandatory: next.mandatory } : null;
}

/** The brief's fields of GET /bids/{id}/: key dates, checked requirements and the attachments' text. */
export function toBidBrief(
  bid: StoredBid,
  company: CompanyFitProfile,
): { key_dates: KeyDate[]; requirements: Requirement[]; attachments: Attachment[] } {
  const quotes = [...(bid.key_dates ?? []), ...(bid.stated_requirements ?? [])].map((item) => item.source);
  return {
    key_dates: (bid.key_dates ?? []).map((date) => ({ ...date, source: { ...date.source } })),
    requirements: checkedRequirements(bid, company),
    attachments: bid.attachments.map((attachment) => ({
      name: attachment.name,
      url: attachment.url,
      text: attachmentText(
        attachment.name,
        bid.bid_name,
        quotes.filter((source) => source.document === attachment.name),
      ),
    })),
  };
}
