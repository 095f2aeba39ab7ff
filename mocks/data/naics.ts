/** Real NAICS 2022 sectors and six-digit industries (titles as published by the Census Bureau). */
export interface NaicsRecord {
  code: string;
  title: string;
}

/** One row a code: [code, title]. */
const NAICS_ROWS: readonly (readonly [code: string, title: string])[] = [
  ['23', 'Construction'],
  ['236210', 'Industrial Building Construction'],
  ['236220', 'Commercial and Institutional Building Construction'],
  ['237110', 'Water and Sewer Line and Related Structures Construction'],
  ['237130', 'Power and Communication Line and Related Structures Construction'],
  ['237310', 'Highway, Street, and Bridge Construction'],
  ['237990', 'Other Heavy and Civil Engineering Construction'],
  ['238160', 'Roofing Contractors'],
  ['238210', 'Electrical Contractors and Other Wiring Installation Contractors'],
  ['238220', 'Plumbing, Heating, and Air-Conditioning Contractors'],
  ['238320', 'Painting and Wall Covering Contractors'],
  ['238910', 'Site Preparation Contractors'],
  ['31-33', 'Manufacturing'],
  ['325412', 'Pharmaceutical Preparation Manufacturing'],
  ['332312', 'Fabricated Structural Metal Manufacturing'],
  ['334111', 'Electronic Computer Manufacturing'],
  ['336211', 'Motor Vehicle Body Manufacturing'],
  ['339113', 'Surgical Appliance and Supplies Manufacturing'],
  ['42', 'Wholesale Trade'],
  ['423110', 'Automobile and Other Motor Vehicle Merchant Wholesalers'],
  ['423430', 'Computer and Computer Peripheral Equipment and Software Merchant Wholesalers'],
  ['423450', 'Medical, Dental, and Hospital Equipment and Supplies Merchant Wholesalers'],
  ['423810', 'Construction and Mining (except Oil Well) Machinery and Equipment Merchant Wholesalers'],
  ['424120', 'Stationery and Office Supplies Merchant Wholesalers'],
  ['48-49', 'Transportation and Warehousing'],
  ['484110', 'General Freight Trucking, Local'],
  ['485410', 'School and Employee Bus Transportation'],
  ['488490', 'Other Support Activities for Road Transportation'],
  ['492110', 'Couriers and Express Delivery Services'],
  ['493110', 'General Warehousing and Storage'],
  ['51', 'Information'],
  ['513210', 'Software Publishers'],
  ['517111', 'Wired Telecommunications Carriers'],
  ['517112', 'Wireless Telecommunications Carriers (except Satellite)'],
  ['518210', 'Computing Infrastructure Providers, Data Processing, Web Hosting, and Related Services'],
  ['54', 'Professional, Scientific, and Technical Services'],
  ['541211', 'Offices of Certified Public Accountants'],
  ['541310', 'Architectural Services'],
  ['541330', 'Engineering Services'],
  ['541370', 'Surveying and Mapping (except Geophysical) Services'],
  ['541380', 'Testing Laboratories and Services'],
  ['541511', 'Custom Computer Programming Services'],
  ['541512', 'Computer Systems Design Services'],
  ['541519', 'Other Computer Related Services'],
  ['541611', 'Administrative Management and General Management Consulting Services'],
  ['541620', 'Environmental Consulting Services'],
  ['541810', 'Advertising Agencies'],
  ['56', 'Administrative and Support and Waste Management and Remediation Services'],
  ['561210', 'Facilities Support Services'],
  ['561320', 'Temporary Help Services'],
  ['561612', 'Security Guards and Patrol Services'],
  ['561710', 'Exterminating and Pest Control Services'],
  ['561720', 'Janitorial Services'],
  ['561730', 'Landscaping Services'],
  ['562111', 'Solid Waste Collection'],
  ['562910', 'Remediation Services'],
  ['61', 'Educational Services'],
  ['611420', 'Computer Training'],
  ['611430', 'Professional and Management Development Training'],
  ['611710', 'Educational Support Services'],
  ['62', 'Health Care and Social Assistance'],
  ['621111', 'Offices of Physicians (except Mental Health Specialists)'],
  ['621910', 'Ambulance Services'],
  ['624120', 'Services for the Elderly and Persons with Disabilities'],
  ['81', 'Other Services (except Public Administration)'],
  ['811111', 'General Automotive Repair'],
  ['811210', 'Electronic and Precision Equipment Repair and Maintenance'],
  [
    '811310',
    'Commercial and Industrial Machinery and Equipment (except Automotive and Electronic) Repair and Maintenance',
  ],
  ['812332', 'Industrial Launderers'],
  ['92', 'Public Administration'],
  ['921190', 'Other General Government Support'],
  ['922120', 'Police Protection'],
  ['922160', 'Fire Protection'],
  ['924110', 'Administration of Air and Water Resource and Solid Waste Management Programs'],
];

export const NAICS_CODES: readonly NaicsRecord[] = NAICS_ROWS.map(([code, title]) => ({ code, title }));

const titleByCode = new Map(NAICS_CODES.map((naics) => [naics.code, naics.title]));

export function naicsTitle(code: string): string {
  return titleByCode.get(code) ?? 'Unclassified';
}
