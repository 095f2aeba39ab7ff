import type { EntityType } from '@/api/generated/model';

/** Real-sounding public bodies per entity type; `{state}`, `{city}`, `{county}` are filled per bid. */
export const STATE_AGENCY_NAMES = [
  '{state} Department of Transportation',
  '{state} Department of General Services',
  '{state} Department of Health',
  '{state} Department of Corrections',
  '{state} Department of Environmental Quality',
  '{state} Department of Information Technology',
  '{state} Department of Parks and Recreation',
] as const;

export const CITY_DEPARTMENTS = [
  'Public Works Department',
  'Purchasing Division',
  'Parks and Recreation Department',
  'Police Department',
  'Fire Department',
  'Information Technology Department',
  'Water Utilities Department',
] as const;

export const COUNTY_DEPARTMENTS = [
  'Engineering Department',
  'Facilities Management',
  'Sheriff’s Office',
  'Office of Procurement',
  'Health and Human Services',
] as const;

export const SCHOOL_DISTRICT_NAMES = [
  '{city} Public Schools',
  '{county} Public Schools',
  '{city} Independent School District',
  '{city} Unified School District',
] as const;

export const SPECIAL_DISTRICT_NAMES = [
  '{city} Regional Transit Authority',
  '{county} Water District',
  '{city} Metropolitan Sewer District',
  '{city} Airport Authority',
  '{county} Parks and Open Space District',
  '{city} Port Authority',
  '{county} Housing Authority',
] as const;

/** Federal buyers as SAM.gov shows them: department down to the contracting office. */
export const FEDERAL_AGENCY_PATHS: ReadonlyArray<readonly string[]> = [
  ['Department of Defense', 'Department of the Army', 'Corps of Engineers'],
  ['Department of Defense', 'Department of the Navy', 'Naval Facilities Engineering Systems Command'],
  ['Department of Defense', 'Department of the Air Force', 'Air Force Installation Contracting Center'],
  ['Department of Veterans Affairs', 'Veterans Health Administration', 'Network Contracting Office'],
  ['General Services Administration', 'Public Buildings Service'],
  ['Department of the Interior', 'National Park Service'],
  ['Department of Agriculture', 'Forest Service'],
  ['Department of Homeland Security', 'Federal Emergency Management Agency'],
  ['Department of Transportation', 'Federal Aviation Administration'],
  ['Department of Health and Human Services', 'Indian Health Service'],
];

export const FACILITY_NAMES = [
  'City Hall',
  'the Public Safety Building',
  'the Central Library',
  'the Justice Center',
  'the Water Treatment Plant',
  'the Operations Center',
  'the Senior Center',
] as const;
export const SCHOOL_NAMES = [
  'Lincoln Elementary',
  'Washington Middle School',
  'Roosevelt High School',
  'Jefferson Elementary',
  'Kennedy Middle School',
  'Madison High School',
  'Franklin Elementary',
] as const;
export const ROAD_NAMES = [
  'Main Street',
  'Oak Avenue',
  'State Route 9',
  'Highway 50',
  'Airport Boulevard',
  'River Road',
  'Martin Luther King Jr. Boulevard',
  'Industrial Parkway',
] as const;
export const PHASES = ['I', 'II', 'III', 'IV'] as const;

/** Relative weights so cities and counties dominate, as they do in real bid feeds. */
export const ENTITY_TYPE_WEIGHTS: ReadonlyArray<{ value: EntityType; weight: number }> = [
  { value: 'City', weight: 30 },
  { value: 'County', weight: 22 },
  { value: 'State Agency', weight: 18 },
  { value: 'School District', weight: 14 },
  { value: 'Special District', weight: 8 },
  { value: 'Federal', weight: 8 },
];
