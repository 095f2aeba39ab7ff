import type { Region, StateCode } from '@/api/generated/model';
import { US_STATES } from '@/api/generated/usStates';

/** USPS states + DC (the contract's StateCode) with their Census Bureau region: the geographic coverage options and every bid's `state`. */
export type CensusRegion = Exclude<Region, 'National'>;

export interface StateRecord {
  id: number;
  code: StateCode;
  name: string;
  region: CensusRegion;
}

/** The fake's seed: which Census region each state belongs to. */
const REGION_OF: Readonly<Record<StateCode, CensusRegion>> = {
  AL: 'South',
  AK: 'West',
  AZ: 'West',
  AR: 'South',
  CA: 'West',
  CO: 'West',
  CT: 'Northeast',
  DE: 'South',
  DC: 'South',
  FL: 'South',
  GA: 'South',
  HI: 'West',
  ID: 'West',
  IL: 'Midwest',
  IN: 'Midwest',
  IA: 'Midwest',
  KS: 'Midwest',
  KY: 'South',
  LA: 'South',
  ME: 'Northeast',
  MD: 'South',
  MA: 'Northeast',
  MI: 'Midwest',
  MN: 'Midwest',
  MS: 'South',
  MO: 'Midwest',
  MT: 'West',
  NE: 'Midwest',
  NV: 'West',
  NH: 'Northeast',
  NJ: 'Northeast',
  NM: 'West',
  NY: 'Northeast',
  NC: 'South',
  ND: 'Midwest',
  OH: 'Midwest',
  OK: 'South',
  OR: 'West',
  PA: 'Northeast',
  RI: 'Northeast',
  SC: 'South',
  SD: 'Midwest',
  TN: 'South',
  TX: 'South',
  UT: 'West',
  VT: 'Northeast',
  VA: 'South',
  WA: 'West',
  WV: 'South',
  WI: 'Midwest',
  WY: 'West',
};

export const STATES: readonly StateRecord[] = US_STATES.map(({ code, name }, index) => ({
  id: index + 1,
  code,
  name,
  region: REGION_OF[code],
}));

const byCode = new Map<string, StateRecord>(STATES.map((state) => [state.code, state]));
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
