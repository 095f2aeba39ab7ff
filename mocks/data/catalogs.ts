import type { Industry } from '@/api/generated/model';

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

const BUILDING = 'Building and construction';
const TECHNOLOGY = 'Technology';
const SERVICES = 'Professional services';
const OPERATIONS = 'Facilities and public safety';
const GOODS = 'Goods, vehicles and transport';
const HEALTH = 'Health and education';

// The NAICS prefixes cover the codes the seeded bids carry (mocks/data/solicitation-templates.ts).
export const INDUSTRIES: readonly IndustryRecord[] = [
  {
    name: 'Construction & Infrastructure',
    group: BUILDING,
    naics_codes: ['236', '237', '238'],
    keywords: ['paving', 'roads', 'bridges', 'roofing', 'hvac', 'plumbing', 'electrical', 'contractor'],
  },
  {
    name: 'Architecture & Engineering',
    group: BUILDING,
    naics_codes: ['541310', '541330'],
    keywords: ['design', 'architect', 'engineer', 'survey', 'inspection'],
  },
  {
    name: 'Information Technology',
    group: TECHNOLOGY,
    naics_codes: ['5415', '334111', '423430'],
    keywords: ['software', 'computers', 'laptops', 'network', 'cybersecurity', 'it'],
  },
  {
    name: 'Telecommunications',
    group: TECHNOLOGY,
    naics_codes: ['517'],
    keywords: ['phones', 'internet', 'broadband', 'wireless', 'radio'],
  },
  {
    name: 'Professional & Consulting Services',
    group: SERVICES,
    naics_codes: ['541611'],
    keywords: ['consulting', 'management', 'planning', 'audit', 'advisory'],
  },
  {
    name: 'Facilities & Janitorial',
    group: OPERATIONS,
    naics_codes: ['561720'],
    keywords: ['cleaning', 'custodial', 'maintenance', 'janitor'],
  },
  {
    name: 'Landscaping & Grounds',
    group: OPERATIONS,
    naics_codes: ['561730'],
    keywords: ['mowing', 'lawn', 'trees', 'grounds', 'parks'],
  },
  {
    name: 'Security Services',
    group: OPERATIONS,
    naics_codes: ['561612'],
    keywords: ['guards', 'patrol', 'security', 'alarm'],
  },
  {
    name: 'Environmental & Waste Management',
    group: OPERATIONS,
    naics_codes: ['562', '541620'],
    keywords: ['waste', 'recycling', 'trash', 'hazardous', 'environmental'],
  },
  {
    name: 'Transportation & Logistics',
    group: GOODS,
    naics_codes: ['484', '485', '488', '492', '493'],
    keywords: ['bus', 'trucking', 'freight', 'delivery', 'warehouse'],
  },
  {
    name: 'Healthcare & Medical Supplies',
    group: HEALTH,
    naics_codes: ['621', '423450', '339113', '325412'],
    keywords: ['medical', 'health', 'hospital', 'clinic', 'pharmacy', 'defibrillators'],
  },
  {
    name: 'Education & Training',
    group: HEALTH,
    naics_codes: ['611'],
    keywords: ['training', 'teaching', 'courses', 'school', 'tutoring'],
  },
  {
    name: 'Office Supplies & Equipment',
    group: GOODS,
    naics_codes: ['424120'],
    keywords: ['paper', 'furniture', 'stationery', 'printers', 'office'],
  },
  {
    name: 'Vehicles & Fleet',
    group: GOODS,
    naics_codes: ['811111', '336211', '423110'],
    keywords: ['cars', 'trucks', 'repair', 'fleet', 'maintenance'],
  },
  {
    name: 'Marketing & Communications',
    group: SERVICES,
    naics_codes: ['541810'],
    keywords: ['advertising', 'tourism', 'outreach', 'media', 'public relations'],
  },
  {
    name: 'Staffing & Human Resources',
    group: SERVICES,
    naics_codes: ['561320'],
    keywords: ['temporary', 'staffing', 'recruiting', 'payroll', 'hr'],
  },
].map((industry, index) => ({ id: index + 1, ...industry }));

/** An industry as the API sends it (fresh arrays, so a caller cannot change the catalog). */
export function presentIndustry(industry: IndustryRecord): Industry {
  return { ...industry, naics_codes: [...industry.naics_codes], keywords: [...industry.keywords] };
}

export const SOLICITATION_TYPES: ReadonlyArray<{ id: number; name: string; code: string }> = [
  { id: 1, name: 'Request for Proposals', code: 'RFP' },
  { id: 2, name: 'Request for Quotations', code: 'RFQ' },
  { id: 3, name: 'Invitation to Bid', code: 'ITB' },
  { id: 4, name: 'Invitation for Bids', code: 'IFB' },
  { id: 5, name: 'Request for Information', code: 'RFI' },
  { id: 6, name: 'Sources Sought', code: 'Sources Sought' },
  { id: 7, name: 'Sole Source Notice', code: 'Sole Source' },
  { id: 8, name: 'Cooperative Purchasing Agreement', code: 'Cooperative' },
];

export const SET_ASIDES = ['Small Business', '8(a)', 'WOSB', 'SDVOSB', 'HUBZone'] as const;

export const ENTITY_TYPES = [
  'City',
  'County',
  'State Agency',
  'School District',
  'Special District',
  'Federal',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
