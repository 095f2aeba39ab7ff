import { EntityType, type Industry, SetAside, type SolicitationType } from '@/api/generated/model';

/** Small read-only catalogs: industries, solicitation types, set-asides and entity types. */
export interface IndustryRecord {
  id: number;
  name: string;
  /** The heading a user looks under (onboarding lists industries by group). */
  group: string;
  /** NAICS prefixes whose bids belong to the industry (the first dashboard filters by them). */
  naics_codes: readonly string[];
  /** Everyday words a user may search by. */
  keywords: readonly string[];
}

/**
 * The industries, one a line: group heading | name | NAICS prefixes | everyday keywords. The order
 * gives the ids (1, 2, ...), which users' onboarding answers keep, so new lines go at the end. The NAICS
 * prefixes cover the codes the seeded bids carry (mocks/data/solicitation-templates.ts).
 */
const INDUSTRY_TABLE = `
Building and construction | Construction & Infrastructure | 236 237 238 | paving, roads, bridges, roofing, hvac, plumbing, electrical, contractor
Building and construction | Architecture & Engineering | 541310 541330 | design, architect, engineer, survey, inspection
Technology | Information Technology | 5415 334111 423430 | software, computers, laptops, network, cybersecurity, it
Technology | Telecommunications | 517 | phones, internet, broadband, wireless, radio
Professional services | Professional & Consulting Services | 541611 | consulting, management, planning, audit, advisory
Facilities and public safety | Facilities & Janitorial | 561720 | cleaning, custodial, maintenance, janitor
Facilities and public safety | Landscaping & Grounds | 561730 | mowing, lawn, trees, grounds, parks
Facilities and public safety | Security Services | 561612 | guards, patrol, security, alarm
Facilities and public safety | Environmental & Waste Management | 562 541620 | waste, recycling, trash, hazardous, environmental
Goods, vehicles and transport | Transportation & Logistics | 484 485 488 492 493 | bus, trucking, freight, delivery, warehouse
Health and education | Healthcare & Medical Supplies | 621 423450 339113 325412 | medical, health, hospital, clinic, pharmacy, defibrillators
Health and education | Education & Training | 611 | training, teaching, courses, school, tutoring
Goods, vehicles and transport | Office Supplies & Equipment | 424120 | paper, furniture, stationery, printers, office
Goods, vehicles and transport | Vehicles & Fleet | 811111 336211 423110 | cars, trucks, repair, fleet, maintenance
Professional services | Marketing & Communications | 541810 | advertising, tourism, outreach, media, public relations
Professional services | Staffing & Human Resources | 561320 | temporary, staffing, recruiting, payroll, hr
`;

export const INDUSTRIES: readonly IndustryRecord[] = INDUSTRY_TABLE.trim()
  .split('\n')
  .map((line, index) => {
    const [group = '', name = '', naics = '', keywords = ''] = line.split(' | ');
    return { id: index + 1, name, group, naics_codes: naics.split(' '), keywords: keywords.split(', ') };
  });

/** An industry as the API sends it (fresh arrays, so a caller cannot change the catalog). */
export function presentIndustry(industry: IndustryRecord): Industry {
  return { ...industry, naics_codes: [...industry.naics_codes], keywords: [...industry.keywords] };
}

/** Solicitation types (GET /bids/solicitation/): the order gives the ids. */
export const SOLICITATION_TYPES: readonly SolicitationType[] = [
  ['Request for Proposals', 'RFP'],
  ['Request for Quotations', 'RFQ'],
  ['Invitation to Bid', 'ITB'],
  ['Invitation for Bids', 'IFB'],
  ['Request for Information', 'RFI'],
  ['Sources Sought', 'Sources Sought'],
  ['Sole Source Notice', 'Sole Source'],
  ['Cooperative Purchasing Agreement', 'Cooperative'],
].map(([name = '', code = ''], index) => ({ id: index + 1, name, code }));

/** Set-asides the seeded bids carry (the contract's `set_aside` is free text). */
export const SET_ASIDES: readonly SetAside[] = Object.values(SetAside);

/** Every entity type of the contract, in its order. */
export const ENTITY_TYPES: readonly EntityType[] = Object.values(EntityType);
