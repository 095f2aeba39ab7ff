/** Real UNSPSC segments and families (8-digit codes) with the title of the segment each belongs to. */
export interface UnspscRecord {
  code: string;
  title: string;
  segment: string;
}

const SEGMENTS: Record<string, string> = {
  '25': 'Commercial and Military and Private Vehicles and their Accessories and Components',
  '30': 'Structures and Building and Construction and Manufacturing Components and Supplies',
  '39': 'Electrical Systems and Lighting and Components and Accessories and Supplies',
  '40': 'Distribution and Conditioning Systems and Equipment and Components',
  '42': 'Medical Equipment and Accessories and Supplies',
  '43': 'Information Technology Broadcasting and Telecommunications',
  '44': 'Office Equipment and Accessories and Supplies',
  '46': 'Defense and Law Enforcement and Security and Safety Equipment and Supplies',
  '47': 'Cleaning Equipment and Supplies',
  '72': 'Building and Facility Construction and Maintenance Services',
  '76': 'Industrial Cleaning Services',
  '77': 'Environmental Services',
  '78': 'Transportation and Storage and Mail Services',
  '80': 'Management and Business Professionals and Administrative Services',
  '81': 'Engineering and Research and Technology Based Services',
  '85': 'Healthcare Services',
  '86': 'Education and Training Services',
  '92': 'National Defense and Public Order and Security and Safety Services',
};

const FAMILIES: Array<[code: string, title: string]> = [
  ['25100000', 'Motor vehicles'],
  ['30100000', 'Structural components and basic shapes'],
  ['39110000', 'Lighting Fixtures and Accessories'],
  ['40100000', 'Heating and ventilation and air circulation'],
  ['42140000', 'Patient care and treatment products and supplies'],
  ['43210000', 'Computer Equipment and Accessories'],
  ['43211503', 'Notebook computers'],
  ['43211507', 'Desktop computers'],
  ['43220000', 'Data Voice or Multimedia Network Equipment or Platforms and Accessories'],
  ['43230000', 'Software'],
  ['44120000', 'Office supplies'],
  ['46180000', 'Personal safety and protection'],
  ['47130000', 'Cleaning and janitorial supplies'],
  ['72100000', 'Building and facility maintenance and repair services'],
  ['72120000', 'Nonresidential building construction services'],
  ['72140000', 'Heavy construction services'],
  ['72150000', 'Specialized trade construction and maintenance services'],
  ['76110000', 'Cleaning and janitorial services'],
  ['76120000', 'Refuse disposal and treatment'],
  ['77100000', 'Environmental management'],
  ['78100000', 'Mail and cargo transport'],
  ['78110000', 'Passenger transport'],
  ['78180000', 'Transportation repair or maintenance and storage services'],
  ['80100000', 'Management advisory services'],
  ['80110000', 'Human resources services'],
  ['80160000', 'Business administration services'],
  ['81100000', 'Professional engineering services'],
  ['81110000', 'Computer services'],
  ['81160000', 'Information Technology Service Delivery'],
  ['85100000', 'Comprehensive health services'],
  ['86100000', 'Vocational training'],
  ['92120000', 'Security and personal safety'],
];

function segmentTitle(code: string): string {
  return SEGMENTS[code.slice(0, 2)] ?? 'Unclassified';
}

export const UNSPSC_CODES: readonly UnspscRecord[] = [
  ...Object.entries(SEGMENTS).map(([prefix, title]) => ({ code: `${prefix}000000`, title, segment: title })),
  ...FAMILIES.map(([code, title]) => ({ code, title, segment: segmentTitle(code) })),
].sort((a, b) => a.code.localeCompare(b.code));

const titleByCode = new Map(UNSPSC_CODES.map((unspsc) => [unspsc.code, unspsc.title]));

export function unspscTitle(code: string): string {
  return titleByCode.get(code) ?? 'Unclassified';
}
