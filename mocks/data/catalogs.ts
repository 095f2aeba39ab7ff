/** Small read-only catalogs: industries, solicitation types, set-asides and entity types. */
export const INDUSTRIES: ReadonlyArray<{ id: number; name: string }> = [
  'Construction & Infrastructure',
  'Architecture & Engineering',
  'Information Technology',
  'Telecommunications',
  'Professional & Consulting Services',
  'Facilities & Janitorial',
  'Landscaping & Grounds',
  'Security Services',
  'Environmental & Waste Management',
  'Transportation & Logistics',
  'Healthcare & Medical Supplies',
  'Education & Training',
  'Office Supplies & Equipment',
  'Vehicles & Fleet',
  'Marketing & Communications',
  'Staffing & Human Resources',
].map((name, index) => ({ id: index + 1, name }));

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
