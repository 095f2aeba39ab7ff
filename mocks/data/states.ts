/** USPS states + DC with their Census Bureau region: the geographic coverage options and every bid's `state`. */
export type CensusRegion = 'Northeast' | 'Midwest' | 'South' | 'West';

export interface StateRecord {
  id: number;
  code: string;
  name: string;
  region: CensusRegion;
}

const rows: Array<[code: string, name: string, region: CensusRegion]> = [
  ['AL', 'Alabama', 'South'],
  ['AK', 'Alaska', 'West'],
  ['AZ', 'Arizona', 'West'],
  ['AR', 'Arkansas', 'South'],
  ['CA', 'California', 'West'],
  ['CO', 'Colorado', 'West'],
  ['CT', 'Connecticut', 'Northeast'],
  ['DE', 'Delaware', 'South'],
  ['DC', 'District of Columbia', 'South'],
  ['FL', 'Florida', 'South'],
  ['GA', 'Georgia', 'South'],
  ['HI', 'Hawaii', 'West'],
  ['ID', 'Idaho', 'West'],
  ['IL', 'Illinois', 'Midwest'],
  ['IN', 'Indiana', 'Midwest'],
  ['IA', 'Iowa', 'Midwest'],
  ['KS', 'Kansas', 'Midwest'],
  ['KY', 'Kentucky', 'South'],
  ['LA', 'Louisiana', 'South'],
  ['ME', 'Maine', 'Northeast'],
  ['MD', 'Maryland', 'South'],
  ['MA', 'Massachusetts', 'Northeast'],
  ['MI', 'Michigan', 'Midwest'],
  ['MN', 'Minnesota', 'Midwest'],
  ['MS', 'Mississippi', 'South'],
  ['MO', 'Missouri', 'Midwest'],
  ['MT', 'Montana', 'West'],
  ['NE', 'Nebraska', 'Midwest'],
  ['NV', 'Nevada', 'West'],
  ['NH', 'New Hampshire', 'Northeast'],
  ['NJ', 'New Jersey', 'Northeast'],
  ['NM', 'New Mexico', 'West'],
  ['NY', 'New York', 'Northeast'],
  ['NC', 'North Carolina', 'South'],
  ['ND', 'North Dakota', 'Midwest'],
  ['OH', 'Ohio', 'Midwest'],
  ['OK', 'Oklahoma', 'South'],
  ['OR', 'Oregon', 'West'],
  ['PA', 'Pennsylvania', 'Northeast'],
  ['RI', 'Rhode Island', 'Northeast'],
  ['SC', 'South Carolina', 'South'],
  ['SD', 'South Dakota', 'Midwest'],
  ['TN', 'Tennessee', 'South'],
  ['TX', 'Texas', 'South'],
  ['UT', 'Utah', 'West'],
  ['VT', 'Vermont', 'Northeast'],
  ['VA', 'Virginia', 'South'],
  ['WA', 'Washington', 'West'],
  ['WV', 'West Virginia', 'South'],
  ['WI', 'Wisconsin', 'Midwest'],
  ['WY', 'Wyoming', 'West'],
];

export const STATES: readonly StateRecord[] = rows.map(([code, name, region], index) => ({
  id: index + 1,
  code,
  name,
  region,
}));

const byCode = new Map(STATES.map((state) => [state.code, state]));
const byId = new Map(STATES.map((state) => [state.id, state]));

export function stateByCode(code: string): StateRecord | undefined {
  return byCode.get(code.toUpperCase());
}

export function stateById(id: number): StateRecord | undefined {
  return byId.get(id);
}

/** Onboarding may send a state as its id, USPS code or name; resolve whichever arrives. */
export function resolveState(value: unknown): StateRecord | undefined {
  if (typeof value === 'number') return stateById(value);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return stateById(Number(trimmed));
  return stateByCode(trimmed) ?? STATES.find((state) => state.name.toLowerCase() === trimmed.toLowerCase());
}

/** A few real cities per state so bid locations and agencies read naturally. */
export const CITIES_BY_STATE: Readonly<Record<string, readonly string[]>> = {
  AL: ['Birmingham', 'Montgomery', 'Huntsville', 'Mobile'],
  AK: ['Anchorage', 'Fairbanks', 'Juneau'],
  AZ: ['Phoenix', 'Tucson', 'Mesa', 'Scottsdale'],
  AR: ['Little Rock', 'Fayetteville', 'Fort Smith'],
  CA: ['Los Angeles', 'San Diego', 'Sacramento', 'Fresno', 'Oakland'],
  CO: ['Denver', 'Colorado Springs', 'Aurora', 'Fort Collins'],
  CT: ['Hartford', 'New Haven', 'Stamford'],
  DE: ['Wilmington', 'Dover', 'Newark'],
  DC: ['Washington'],
  FL: ['Miami', 'Tampa', 'Orlando', 'Jacksonville', 'Tallahassee'],
  GA: ['Atlanta', 'Savannah', 'Augusta', 'Macon'],
  HI: ['Honolulu', 'Hilo', 'Kailua'],
  ID: ['Boise', 'Idaho Falls', 'Nampa'],
  IL: ['Chicago', 'Springfield', 'Naperville', 'Peoria'],
  IN: ['Indianapolis', 'Fort Wayne', 'Evansville', 'South Bend'],
  IA: ['Des Moines', 'Cedar Rapids', 'Davenport'],
  KS: ['Wichita', 'Topeka', 'Overland Park'],
  KY: ['Louisville', 'Lexington', 'Frankfort'],
  LA: ['New Orleans', 'Baton Rouge', 'Shreveport'],
  ME: ['Portland', 'Augusta', 'Bangor'],
  MD: ['Baltimore', 'Annapolis', 'Rockville'],
  MA: ['Boston', 'Worcester', 'Springfield', 'Cambridge'],
  MI: ['Detroit', 'Grand Rapids', 'Lansing', 'Ann Arbor'],
  MN: ['Minneapolis', 'Saint Paul', 'Rochester', 'Duluth'],
  MS: ['Jackson', 'Gulfport', 'Hattiesburg'],
  MO: ['Kansas City', 'St. Louis', 'Springfield', 'Jefferson City'],
  MT: ['Billings', 'Missoula', 'Helena'],
  NE: ['Omaha', 'Lincoln', 'Grand Island'],
  NV: ['Las Vegas', 'Reno', 'Henderson', 'Carson City'],
  NH: ['Manchester', 'Nashua', 'Concord'],
  NJ: ['Newark', 'Jersey City', 'Trenton', 'Camden'],
  NM: ['Albuquerque', 'Santa Fe', 'Las Cruces'],
  NY: ['New York', 'Buffalo', 'Rochester', 'Albany', 'Syracuse'],
  NC: ['Charlotte', 'Raleigh', 'Greensboro', 'Durham'],
  ND: ['Fargo', 'Bismarck', 'Grand Forks'],
  OH: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo'],
  OK: ['Oklahoma City', 'Tulsa', 'Norman'],
  OR: ['Portland', 'Salem', 'Eugene'],
  PA: ['Philadelphia', 'Pittsburgh', 'Harrisburg', 'Allentown'],
  RI: ['Providence', 'Warwick', 'Cranston'],
  SC: ['Columbia', 'Charleston', 'Greenville'],
  SD: ['Sioux Falls', 'Rapid City', 'Pierre'],
  TN: ['Nashville', 'Memphis', 'Knoxville', 'Chattanooga'],
  TX: ['Houston', 'Austin', 'Dallas', 'San Antonio', 'El Paso'],
  UT: ['Salt Lake City', 'Provo', 'Ogden'],
  VT: ['Burlington', 'Montpelier', 'Rutland'],
  VA: ['Richmond', 'Virginia Beach', 'Norfolk', 'Arlington'],
  WA: ['Seattle', 'Spokane', 'Tacoma', 'Olympia'],
  WV: ['Charleston', 'Huntington', 'Morgantown'],
  WI: ['Milwaukee', 'Madison', 'Green Bay'],
  WY: ['Cheyenne', 'Casper', 'Laramie'],
};

/** Real counties, one or two per state, for County-level agencies. */
export const COUNTIES_BY_STATE: Readonly<Record<string, readonly string[]>> = {
  AL: ['Jefferson County', 'Madison County'],
  AK: ['Matanuska-Susitna Borough'],
  AZ: ['Maricopa County', 'Pima County'],
  AR: ['Pulaski County', 'Benton County'],
  CA: ['Los Angeles County', 'San Diego County', 'Alameda County'],
  CO: ['Denver County', 'El Paso County'],
  CT: ['Fairfield County'],
  DE: ['New Castle County', 'Sussex County'],
  DC: ['District of Columbia'],
  FL: ['Miami-Dade County', 'Hillsborough County', 'Orange County'],
  GA: ['Fulton County', 'Gwinnett County'],
  HI: ['Honolulu County', 'Maui County'],
  ID: ['Ada County', 'Canyon County'],
  IL: ['Cook County', 'DuPage County'],
  IN: ['Marion County', 'Allen County'],
  IA: ['Polk County', 'Linn County'],
  KS: ['Sedgwick County', 'Johnson County'],
  KY: ['Jefferson County', 'Fayette County'],
  LA: ['East Baton Rouge Parish', 'Jefferson Parish'],
  ME: ['Cumberland County', 'Penobscot County'],
  MD: ['Montgomery County', 'Baltimore County'],
  MA: ['Middlesex County', 'Worcester County'],
  MI: ['Wayne County', 'Kent County'],
  MN: ['Hennepin County', 'Ramsey County'],
  MS: ['Hinds County', 'Harrison County'],
  MO: ['Jackson County', 'St. Louis County'],
  MT: ['Yellowstone County', 'Missoula County'],
  NE: ['Douglas County', 'Lancaster County'],
  NV: ['Clark County', 'Washoe County'],
  NH: ['Hillsborough County', 'Merrimack County'],
  NJ: ['Bergen County', 'Middlesex County'],
  NM: ['Bernalillo County', 'Dona Ana County'],
  NY: ['Erie County', 'Monroe County', 'Westchester County'],
  NC: ['Mecklenburg County', 'Wake County'],
  ND: ['Cass County', 'Burleigh County'],
  OH: ['Franklin County', 'Cuyahoga County'],
  OK: ['Tulsa County', 'Oklahoma County'],
  OR: ['Multnomah County', 'Lane County'],
  PA: ['Allegheny County', 'Montgomery County'],
  RI: ['Providence County', 'Kent County'],
  SC: ['Richland County', 'Charleston County'],
  SD: ['Minnehaha County', 'Pennington County'],
  TN: ['Davidson County', 'Shelby County'],
  TX: ['Harris County', 'Travis County', 'Dallas County'],
  UT: ['Salt Lake County', 'Utah County'],
  VT: ['Chittenden County', 'Washington County'],
  VA: ['Fairfax County', 'Loudoun County'],
  WA: ['King County', 'Pierce County'],
  WV: ['Kanawha County', 'Monongalia County'],
  WI: ['Milwaukee County', 'Dane County'],
  WY: ['Laramie County', 'Natrona County'],
};
