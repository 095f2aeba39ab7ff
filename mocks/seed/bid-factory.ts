import type { SimpleFaker } from '@faker-js/faker';
import {
  CITY_DEPARTMENTS,
  COUNTY_DEPARTMENTS,
  ENTITY_TYPE_WEIGHTS,
  FACILITY_NAMES,
  FEDERAL_AGENCY_PATHS,
  PHASES,
  ROAD_NAMES,
  SCHOOL_DISTRICT_NAMES,
  SCHOOL_NAMES,
  SPECIAL_DISTRICT_NAMES,
  STATE_AGENCY_NAMES,
} from '../data/agencies';
import type { EntityType } from '@/api/generated/model';
import { SET_ASIDES, SOLICITATION_TYPES } from '../data/catalogs';
import { naicsTitle } from '../data/naics';
import { SOLICITATION_TEMPLATES, type SolicitationTemplate } from '../data/solicitation-templates';
import { CITIES_BY_STATE, COUNTIES_BY_STATE, STATES, stateByCode, type StateRecord } from '../data/states';
import { unspscTitle } from '../data/unspsc';
import { createBrief } from './brief-factory';
import type { StoredBid } from '../store/bids';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** How long before its deadline a closed bid opens, where the draw would have it open after it. */
const CLOSED_BID_OPEN_FOR_MS = 14 * DAY_MS;

/** Descriptions sometimes carry hostile markup copied from a source site, so the app's sanitizer has work to do. */
// Own name lists: faker's person.fullName() is far slower than a pick from a list, and seeding has a
// time target (docs/performance.md#targets).
const FIRST_NAMES = [
  'Dana',
  'Marcus',
  'Priya',
  'Luis',
  'Karen',
  'Tom',
  'Angela',
  'DeShawn',
  'Emily',
  'Robert',
  'Mei',
  'Carlos',
  'Heather',
  'Andre',
  'Sarah',
  'Kevin',
  'Maria',
  'James',
  'Linda',
  'Omar',
] as const;
const LAST_NAMES = [
  'Whitfield',
  'Nguyen',
  'Patel',
  'Garcia',
  'Johnson',
  'Okafor',
  'Miller',
  'Chen',
  'Brooks',
  'Hernandez',
  'Sullivan',
  'Washington',
  'Kowalski',
  'Reyes',
  'Thompson',
  'Baker',
  'Yazzie',
  'Foster',
  'Lindqvist',
  'Harris',
] as const;

const HOSTILE_SNIPPETS = [
  '<script>alert("xss")</script>',
  '<img src="x" onerror="alert(\'xss\')">',
  '<a href="javascript:alert(1)">View portal</a>',
] as const;

export interface BidOptions {
  state?: string;
  entityType?: EntityType;
  /** Force the open date (run-scraper creates bids that open now). */
  openMs?: number;
}

interface Agency {
  name: string;
  path: string[];
  domain: string;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** Fills `{placeholders}` through one resolver, so only the placeholders present draw from faker. */
function fill(template: string, resolve: (key: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => resolve(key));
}

function agencyFor(
  faker: SimpleFaker,
  entityType: EntityType,
  state: StateRecord,
  city: string,
  county: string,
): Agency {
  const place = (key: string) => (key === 'state' ? state.name : key === 'county' ? county : city);
  switch (entityType) {
    case 'City': {
      const department = faker.helpers.arrayElement(CITY_DEPARTMENTS);
      return {
        name: `City of ${city}`,
        path: [`City of ${city}`, department],
        domain: `${slug(city)}${state.code.toLowerCase()}.example.gov`,
      };
    }
    case 'County': {
      const department = faker.helpers.arrayElement(COUNTY_DEPARTMENTS);
      return {
        name: county,
        path: [county, department],
        domain: `${slug(county)}${state.code.toLowerCase()}.example.gov`,
      };
    }
    case 'State Agency': {
      const name = fill(faker.helpers.arrayElement(STATE_AGENCY_NAMES), place);
      return {
        name,
        path: [`State of ${state.name}`, name],
        domain: `procurement.${slug(state.name)}.example.gov`,
      };
    }
    case 'School District': {
      const name = fill(faker.helpers.arrayElement(SCHOOL_DISTRICT_NAMES), place);
      return { name, path: [name, 'Purchasing Department'], domain: `${slug(name)}.example.k12.us` };
    }
    case 'Special District': {
      const name = fill(faker.helpers.arrayElement(SPECIAL_DISTRICT_NAMES), place);
      return { name, path: [name, 'Procurement'], domain: `${slug(name)}.example.org` };
    }
    case 'Federal': {
      const path = [...faker.helpers.arrayElement(FEDERAL_AGENCY_PATHS)];
      return { name: path[path.length - 1] as string, path, domain: 'sam.example.gov' };
    }
  }
}

interface DescriptionDraw {
  /** The opening paragraphs, before the brief's own. */
  opening: string[];
  meetingMandatory: boolean;
  /** Markup a scraped page sometimes carries, kept last. */
  hostile: string | null;
}

function drawDescription(
  faker: SimpleFaker,
  template: SolicitationTemplate,
  agency: Agency,
  city: string,
  state: StateRecord,
): DescriptionDraw {
  const tasks = faker.helpers.arrayElements(template.tasks, { min: 2, max: template.tasks.length });
  const opening = [
    `<p>The ${agency.name} is soliciting ${faker.helpers.arrayElement(['sealed bids', 'proposals', 'quotations', 'responses'])} from qualified firms for ${template.scope} in ${city}, ${state.name}.</p>`,
    `<p>The selected contractor will:</p><ul>${tasks.map((task) => `<li>${task}</li>`).join('')}</ul>`,
  ];
  const meetingMandatory = faker.helpers.arrayElement(['non-mandatory', 'mandatory']) === 'mandatory';
  // About 1 in 40 descriptions carries hostile markup, as scraped pages sometimes do.
  const hostile = faker.number.int(39) === 0 ? faker.helpers.arrayElement(HOSTILE_SNIPPETS) : null;
  return { opening, meetingMandatory, hostile };
}

/** One realistic bid, deterministic for a given faker state. `anchorMs` is "today" at midnight UTC. */
export function createBid(
  faker: SimpleFaker,
  id: number,
  anchorMs: number,
  options: BidOptions = {},
): StoredBid {
  const state = (options.state && stateByCode(options.state)) || faker.helpers.arrayElement(STATES);
  const entityType = options.entityType ?? faker.helpers.weightedArrayElement(ENTITY_TYPE_WEIGHTS);
  const city = faker.helpers.arrayElement(CITIES_BY_STATE[state.code] ?? [state.name]);
  const county = faker.helpers.arrayElement(COUNTIES_BY_STATE[state.code] ?? [`${state.name} County`]);
  const agency = agencyFor(faker, entityType, state, city, county);
  const template = faker.helpers.arrayElement(SOLICITATION_TEMPLATES);
  const year = new Date(anchorMs).getUTCFullYear();
  const bidName = fill(faker.helpers.arrayElement(template.titles), (key) => {
    switch (key) {
      case 'year':
        return String(year);
      case 'nextYear':
        return String(year + 1);
      case 'phase':
        return faker.helpers.arrayElement(PHASES);
      case 'facility':
        return faker.helpers.arrayElement(FACILITY_NAMES);
      case 'building':
        return faker.helpers.arrayElement(FACILITY_NAMES).replace(/^the /, '');
      case 'school':
        return faker.helpers.arrayElement(SCHOOL_NAMES);
      case 'road':
        return faker.helpers.arrayElement(ROAD_NAMES);
      default:
        return city;
    }
  });

  const openMs =
    options.openMs ??
    anchorMs -
      faker.number.int({ min: 0, max: 60 }) * DAY_MS +
      faker.number.int({ min: 13, max: 21 }) * HOUR_MS;
  // ~10% already closed, ~5% without a deadline, the rest due within 90 days. A bid published just
  // now (a scraper run passes openMs) is never closed already.
  const closingRoll = faker.number.float();
  const isClosed = closingRoll < 0.1 && options.openMs === undefined;
  const closeMs = isClosed
    ? anchorMs - faker.number.int({ min: 1, max: 30 }) * DAY_MS + 21 * HOUR_MS
    : closingRoll < 0.15
      ? null
      : anchorMs +
        faker.number.int({ min: 1, max: 90 }) * DAY_MS +
        faker.number.int({ min: 15, max: 22 }) * HOUR_MS;
  // A closed bid whose deadline falls before its drawn opening date opens two weeks before the
  // deadline instead: no bid closes before it opens, and with no new draw the rest of the seed stays
  // the same.
  const openedMs = closeMs !== null && closeMs <= openMs ? closeMs - CLOSED_BID_OPEN_FOR_MS : openMs;
  const [minValue, maxValue] = template.value;
  const reference = `${String(year).slice(2)}-${String(faker.number.int({ min: 1, max: 999 })).padStart(4, '0')}`;
  const sourceUrl = `https://${agency.domain}/bids/${reference}`;
  const firstName = faker.helpers.arrayElement(FIRST_NAMES);
  const lastName = faker.helpers.arrayElement(LAST_NAMES);
  const phone = `(${faker.number.int({ min: 201, max: 989 })}) ${faker.number.int({ min: 200, max: 999 })}-${String(faker.number.int(9999)).padStart(4, '0')}`;

  const descriptionDraw = drawDescription(faker, template, agency, city, state);
  const bid: StoredBid = {
    id,
    bid_id: `BL-${String(year).slice(2)}-${String(id).padStart(6, '0')}`,
    bid_name: bidName,
    description: '',
    entity_type: entityType,
    agency_name: agency.name,
    agency_path: agency.path,
    state: state.code,
    state_name: state.name,
    city,
    solicitation_type: faker.helpers.arrayElement(SOLICITATION_TYPES).code,
    set_aside: faker.number.float() < 0.25 ? faker.helpers.arrayElement(SET_ASIDES) : null,
    naics_code: template.naics,
    naics_title: naicsTitle(template.naics),
    unspsc_code: template.unspsc,
    unspsc_title: unspscTitle(template.unspsc),
    estimated_value:
      faker.number.float() < 0.7
        ? Math.round(faker.number.int({ min: minValue, max: maxValue }) / 1000) * 1000
        : null,
    open_date: new Date(openedMs).toISOString(),
    closing_date: closeMs === null ? null : new Date(closeMs).toISOString(),
    status: closeMs !== null && closeMs <= anchorMs ? 'Closed' : 'Active',
    source_url: sourceUrl,
    attachments: faker.helpers
      .arrayElements(
        ['Specifications', 'Bid Form', 'Plans and Drawings', 'Addendum No. 1', 'Insurance Requirements'],
        { min: 0, max: 3 },
      )
      .map((name) => ({
        name: `${name} - ${reference}.pdf`,
        url: `${sourceUrl}/${slug(name)}.pdf`,
      })),
    point_of_contact:
      faker.number.float() < 0.85
        ? {
            name: `${firstName} ${lastName}`,
            email: `${firstName}.${lastName}@${agency.domain}`.toLowerCase(),
            phone,
          }
        : null,
    created_at: new Date(openMs + HOUR_MS).toISOString(),
  };
  const brief = createBrief({ ...bid, meetingMandatory: descriptionDraw.meetingMandatory });
  bid.description = [
    ...descriptionDraw.opening,
    ...brief.paragraphs,
    ...(descriptionDraw.hostile ? [descriptionDraw.hostile] : []),
  ].join('\n');
  bid.key_dates = brief.key_dates;
  bid.stated_requirements = brief.requirements;
  return bid;
}

export function createBids(faker: SimpleFaker, count: number, anchorMs: number, firstId = 1): StoredBid[] {
  const bids: StoredBid[] = [];
  for (let offset = 0; offset < count; offset++) bids.push(createBid(faker, firstId + offset, anchorMs));
  return bids;
}
