import type {
  BriefSource,
  InsuranceType,
  KeyDate,
  KeyDateKind,
  Requirement,
  SubmissionMethod,
} from '@/api/generated/model';

/**
 * A bid's brief as the solicitation states it: its key dates and requirements, each with the sentence
 * it comes from. The sentences are written into the description (here) or into an attachment's text
 * (`attachmentText`, built from the same requirements when the bid is opened), so every quote exists
 * word for word where its source says. Draws come from a small generator seeded by the bid's id, never
 * from the seed's faker: the rest of the seed stays as it was.
 */
export type StoredRequirement = Omit<Requirement, 'check'>;

export interface BidBrief {
  key_dates: KeyDate[];
  requirements: StoredRequirement[];
  /** Paragraphs (HTML) that state the key dates and requirements sourced to the description. */
  paragraphs: string[];
}

/** What the brief is built from: the bid as the factory drew it. */
export interface BriefInput {
  id: number;
  bid_id: string;
  agency_name: string;
  state: string;
  state_name: string;
  city: string;
  entity_type: string;
  naics_code: string;
  set_aside: string | null;
  estimated_value: number | null;
  open_date: string;
  closing_date: string | null;
  source_url: string;
  attachments: ReadonlyArray<{ name: string }>;
  point_of_contact: { email: string } | null;
  /** The description's own draw: whether its pre-bid meeting is mandatory. */
  meetingMandatory: boolean;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
export const DESCRIPTION_DOCUMENT = 'Description';

/** mulberry32: tiny, fast and deterministic; one per bid. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Zone {
  name: string;
  /** Hours from UTC in standard time. */
  offset: number;
  standard: string;
  daylight: string | null;
}

const EASTERN: Zone = { name: 'America/New_York', offset: -5, standard: 'EST', daylight: 'EDT' };
const CENTRAL: Zone = { name: 'America/Chicago', offset: -6, standard: 'CST', daylight: 'CDT' };
const MOUNTAIN: Zone = { name: 'America/Denver', offset: -7, standard: 'MST', daylight: 'MDT' };
const ARIZONA: Zone = { name: 'America/Phoenix', offset: -7, standard: 'MST', daylight: null };
const PACIFIC: Zone = { name: 'America/Los_Angeles', offset: -8, standard: 'PST', daylight: 'PDT' };
const ALASKA: Zone = { name: 'America/Anchorage', offset: -9, standard: 'AKST', daylight: 'AKDT' };
const HAWAII: Zone = { name: 'Pacific/Honolulu', offset: -10, standard: 'HST', daylight: null };

/** The zone most of a state keeps (a solicitation states one). */
const ZONE_OF_STATE: Readonly<Record<string, Zone>> = {
  ...Object.fromEntries(
    'AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI'.split(' ').map((code) => [code, CENTRAL]),
  ),
  ...Object.fromEntries('CO ID MT NM UT WY'.split(' ').map((code) => [code, MOUNTAIN])),
  ...Object.fromEntries('CA NV OR WA'.split(' ').map((code) => [code, PACIFIC])),
  AZ: ARIZONA,
  AK: ALASKA,
  HI: HAWAII,
};

export function zoneOf(state: string): Zone {
  return ZONE_OF_STATE[state] ?? EASTERN;
}

/** The day of the month of a month's nth Sunday (UTC calendar). */
function nthSunday(year: number, month: number, nth: number): number {
  const firstDay = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstDay) % 7) + (nth - 1) * 7;
}

/** Each year's daylight saving time in local standard time, worked out once (the seed asks thousands of times). */
const daylightByYear = new Map<number, [start: number, end: number]>();
function daylightOf(year: number): [start: number, end: number] {
  let range = daylightByYear.get(year);
  if (!range) {
    range = [Date.UTC(year, 2, nthSunday(year, 2, 2), 2), Date.UTC(year, 10, nthSunday(year, 10, 1), 1)];
    daylightByYear.set(year, range);
  }
  return range;
}

/** US daylight saving time: the second Sunday of March to the first Sunday of November. */
function isDaylight(zone: Zone, utcMs: number): boolean {
  if (!zone.daylight) return false;
  const localMs = utcMs + zone.offset * HOUR_MS;
  const [start, end] = daylightOf(new Date(localMs).getUTCFullYear());
  return localMs >= start && localMs < end;
}

function offsetAt(zone: Zone, utcMs: number): number {
  return zone.offset + (isDaylight(zone, utcMs) ? 1 : 0);
}

/** The UTC instant of a local wall-clock time in the zone. */
export function localToUtc(zone: Zone, dayMs: number, hour: number, minute = 0): number {
  const wall = dayMs + hour * HOUR_MS + minute * 60_000;
  const guess = wall - zone.offset * HOUR_MS;
  return wall - offsetAt(zone, guess) * HOUR_MS;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2:00 PM CST on March 6, 2026", as solicitations write it (no Intl: the seed builds thousands). */
export function statedTime(zone: Zone, utcMs: number): { date: string; time: string } {
  const daylight = isDaylight(zone, utcMs);
  const local = new Date(utcMs + (zone.offset + (daylight ? 1 : 0)) * HOUR_MS);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const abbreviation = daylight ? zone.daylight : zone.standard;
  return {
    date: `${MONTHS[local.getUTCMonth()]} ${local.getUTCDate()}, ${local.getUTCFullYear()}`,
    time: `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} ${abbreviation}`,
  };
}

/** The sentence an amendment adds when it moves the deadline (the moved key date quotes it). */
export function movedDeadlineSentence(state: string, number: number, utcMs: number): string {
  const { date, time } = statedTime(zoneOf(state), utcMs);
  return `Addendum ${number}: responses must now be received by ${time} on ${date}.`;
}

/** "$2,000,000" without Intl (a formatter per call would cost the seed most of its time). */
export function money(dollars: number): string {
  return `$${String(Math.round(dollars)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

const SET_ASIDE_WORDS: Readonly<Record<string, string>> = {
  'Small Business': 'small businesses',
  '8(a)': 'firms in the SBA 8(a) program',
  WOSB: 'women-owned small businesses (WOSB)',
  SDVOSB: 'service-disabled veteran-owned small businesses (SDVOSB)',
  HUBZone: 'HUBZone-certified small businesses',
};

const MEETING_ROOMS = [
  'Main Conference Room',
  'Room 204',
  'Procurement Office, 2nd Floor',
  'Council Chambers',
];
const MEETING_TIMES: ReadonlyArray<[hour: number, minute: number]> = [
  [9, 0],
  [10, 0],
  [10, 30],
  [14, 0],
];

/** How often each method is drawn: emailed responses are the rarest. Keyed by the contract's enum. */
const SUBMISSION_METHOD_WEIGHTS: Readonly<Record<SubmissionMethod, number>> = {
  portal: 2,
  email: 1,
  sealed_paper: 2,
};
/** One entry per weight, in the order above, so a bid's seeded draw picks the method it always did. */
const SUBMISSION_METHOD_DRAW = (
  Object.entries(SUBMISSION_METHOD_WEIGHTS) as [SubmissionMethod, number][]
).flatMap(([method, weight]) => Array.from({ length: weight }, () => method));

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** The attachment whose name starts with the kind of document, if the bid has one. */
function attachmentNamed(input: BriefInput, kind: string): string | null {
  return input.attachments.find((attachment) => attachment.name.startsWith(`${kind} - `))?.name ?? null;
}

const isConstruction = (naics: string) => naics.startsWith('23');
const needsProfessionalCover = (naics: string) => /^54(13|15|16)/.test(naics);

/** Builds the bid's brief; `none` and `little` are the bids whose brief knows nothing or little. */
export function createBrief(input: BriefInput): BidBrief {
  const random = seededRandom(input.id * 2_654_435_761);
  const zone = zoneOf(input.state);
  const knowledge = random();
  const openMs = Date.parse(input.open_date);
  const closeMs = input.closing_date === null ? null : Date.parse(input.closing_date);
  const keyDates: KeyDate[] = [];
  const requirements: StoredRequirement[] = [];
  const paragraphs: string[] = [];
  const inDescription = (quote: string): BriefSource => {
    paragraphs.push(`<p>${quote}</p>`);
    return { document: DESCRIPTION_DOCUMENT, page: null, quote };
  };
  const inAttachment = (document: string | null, page: number, quote: string): BriefSource =>
    document ? { document, page, quote } : inDescription(quote);
  const keyDate = (
    kind: KeyDateKind,
    at: number,
    source: BriefSource,
    extra: Partial<Pick<KeyDate, 'mandatory' | 'location' | 'link'>> = {},
  ) =>
    keyDates.push({
      id: `${input.bid_id}-${kind}`,
      kind,
      at: new Date(at).toISOString(),
      time_zone: zone.name,
      mandatory: extra.mandatory ?? true,
      location: extra.location ?? null,
      link: extra.link ?? null,
      previous_at: null,
      sequence: 0,
      source,
    });

  // About 1 in 10 briefs know nothing: the description keeps its undated sentence.
  if (knowledge < 0.1) {
    paragraphs.push(
      `<p>A ${input.meetingMandatory ? 'mandatory' : 'non-mandatory'} pre-bid meeting will be held; questions must be submitted in writing through the procurement portal.</p>`,
    );
    return { key_dates: [], requirements: [], paragraphs };
  }
  const full = knowledge >= 0.3;
  const day = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
  const specifications = attachmentNamed(input, 'Specifications');

  if (full) {
    const meetingDay = day(openMs) + (2 + Math.floor(random() * 8)) * DAY_MS;
    const [hour, minute] = pick(random, MEETING_TIMES);
    const meetingAt = localToUtc(zone, meetingDay, hour, minute);
    const stated = statedTime(zone, meetingAt);
    const kind = input.meetingMandatory ? 'mandatory' : 'non-mandatory';
    const online = random() < 0.3;
    // A meeting is held well before the deadline; a bid open for only a few days has none.
    const meetingFits = closeMs === null || meetingAt <= closeMs - 2 * DAY_MS;
    if (meetingFits && online) {
      const link = `${input.source_url}/pre-bid-meeting`;
      keyDate(
        'pre_bid_meeting',
        meetingAt,
        inDescription(
          `A ${kind} pre-bid meeting will be held online on ${stated.date} at ${stated.time}; join at ${link}`,
        ),
        { mandatory: input.meetingMandatory, link },
      );
    } else if (meetingFits) {
      const location = `${input.agency_name}, ${pick(random, MEETING_ROOMS)}, ${input.city}`;
      keyDate(
        'pre_bid_meeting',
        meetingAt,
        inDescription(
          `A ${kind} pre-bid meeting will be held on ${stated.date} at ${stated.time} at ${location}.`,
        ),
        { mandatory: input.meetingMandatory, location },
      );
    }
    const hasMeeting = keyDates.length > 0;
    if (hasMeeting && input.meetingMandatory)
      paragraphs.push('<p>Responses from firms that did not attend will not be opened.</p>');

    if (hasMeeting && random() < 0.3) {
      const visitAt = localToUtc(zone, meetingDay + (1 + Math.floor(random() * 3)) * DAY_MS, 9);
      const visit = statedTime(zone, visitAt);
      const mandatory = random() < 0.4;
      const location = `the project site in ${input.city}`;
      keyDate(
        'site_visit',
        visitAt,
        inAttachment(
          specifications,
          2,
          `A ${mandatory ? 'mandatory' : 'non-mandatory'} site visit is scheduled for ${visit.date} at ${visit.time} at ${location}.`,
        ),
        { mandatory, location },
      );
    }

    const questionsAt =
      closeMs === null ? null : localToUtc(zone, day(closeMs) - (5 + Math.floor(random() * 5)) * DAY_MS, 17);
    if (questionsAt !== null && questionsAt > meetingAt + DAY_MS) {
      const questions = statedTime(zone, questionsAt);
      keyDate(
        'questions_due',
        questionsAt,
        inDescription(
          `Questions must be submitted in writing through the procurement portal by ${questions.time} on ${questions.date}.`,
        ),
      );
    }
  }

  if (closeMs !== null) {
    const due = statedTime(zone, closeMs);
    keyDate(
      'submission_due',
      closeMs,
      inDescription(
        `Responses must be received by ${due.time} on ${due.date}; late responses will not be opened.`,
      ),
    );
  }

  const requirement = (item: StoredRequirement) => requirements.push(item);
  const method = pick(random, SUBMISSION_METHOD_DRAW);
  const methodQuote = {
    portal:
      'Submit responses through the procurement portal; paper and emailed responses will not be accepted.',
    email: `Email responses as one PDF to ${input.point_of_contact?.email ?? 'the contact named in this solicitation'} before the deadline.`,
    sealed_paper: `Submit one original and two copies in a sealed envelope marked with the solicitation number to the ${input.agency_name}.`,
  }[method];
  const methodSummary = {
    portal: 'Submit through the procurement portal',
    email: 'Submit by email as one PDF',
    sealed_paper: 'Submit on paper in a sealed envelope',
  }[method];
  requirement({
    kind: 'submission_method',
    summary: methodSummary,
    submission_method: method,
    source: inDescription(methodQuote),
  });

  if (input.set_aside !== null) {
    requirement({
      kind: 'set_aside',
      summary: `Set aside for ${input.set_aside}`,
      certification: input.set_aside,
      source: inDescription(
        `This solicitation is set aside for ${SET_ASIDE_WORDS[input.set_aside] ?? input.set_aside}.`,
      ),
    });
  }
  if (!full) {
    keyDates.sort((a, b) => a.at.localeCompare(b.at));
    return { key_dates: keyDates, requirements, paragraphs };
  }

  const construction = isConstruction(input.naics_code);
  const value = input.estimated_value;
  const insuranceFile = attachmentNamed(input, 'Insurance Requirements');
  const insuranceSource = (page: number, quote: string) =>
    insuranceFile ? inAttachment(insuranceFile, page, quote) : inAttachment(specifications, 4, quote);
  const insurance = (
    insuranceType: InsuranceType,
    minimum: number | undefined,
    summary: string,
    source: BriefSource,
  ) =>
    requirement({
      kind: 'insurance',
      summary,
      insurance_type: insuranceType,
      ...(minimum !== undefined && { minimum_amount: minimum }),
      source,
    });

  // Larger contracts ask for more cover; a few smaller ones do too.
  const generalLiability =
    value !== null && value >= 10_000_000
      ? 5_000_000
      : (value !== null && value >= 1_500_000) || random() < 0.12
        ? 2_000_000
        : 1_000_000;
  insurance(
    'general_liability',
    generalLiability,
    `General liability insurance of at least ${money(generalLiability)}`,
    insuranceSource(
      1,
      `The Contractor shall maintain commercial general liability insurance with limits of not less than ${money(generalLiability)} per occurrence.`,
    ),
  );
  if (random() < 0.6)
    insurance(
      'auto',
      1_000_000,
      'Automobile liability insurance of at least $1,000,000',
      insuranceSource(
        1,
        'Automobile liability insurance shall be carried with a combined single limit of not less than $1,000,000.',
      ),
    );
  if (random() < 0.7)
    insurance(
      'workers_compensation',
      undefined,
      "Workers' compensation insurance",
      insuranceSource(
        2,
        `Workers' compensation insurance is required as mandated by ${input.state_name} law.`,
      ),
    );
  if (needsProfessionalCover(input.naics_code))
    insurance(
      'professional',
      1_000_000,
      'Professional liability insurance of at least $1,000,000',
      insuranceSource(
        2,
        'Professional liability insurance of not less than $1,000,000 per claim is required.',
      ),
    );
  if (construction && value !== null && value >= 2_000_000 && random() < 0.5)
    insurance(
      'umbrella',
      5_000_000,
      'Umbrella liability insurance of at least $5,000,000',
      insuranceSource(2, 'An umbrella or excess liability policy of not less than $5,000,000 is required.'),
    );

  if (construction) {
    const bidForm = attachmentNamed(input, 'Bid Form');
    const bondSource = (quote: string) =>
      bidForm ? inAttachment(bidForm, 2, quote) : inAttachment(specifications, 3, quote);
    if (value === null || value >= 100_000)
      requirement({
        kind: 'bid_bond',
        summary: 'Bid bond of 5% of the bid',
        percent: 5,
        source: bondSource(
          'A bid bond or certified check in the amount of five percent (5%) of the total bid is required.',
        ),
      });
    requirement({
      kind: 'performance_bond',
      summary: 'Performance bond of 100% of the contract',
      percent: 100,
      source: bondSource(
        'The successful bidder shall furnish a performance bond in the amount of one hundred percent (100%) of the contract price.',
      ),
    });
    if (random() < 0.7)
      requirement({
        kind: 'license',
        summary: `${input.state_name} contractor license`,
        state: input.state,
        source: inAttachment(
          specifications,
          1,
          `Bidders must hold a valid ${input.state_name} contractor license at the time of bid.`,
        ),
      });
  }

  if (input.set_aside === null && input.entity_type !== 'Federal' && random() < 0.06) {
    const certification = pick(random, ['SBE', 'DBE', 'MBE']);
    requirement({
      kind: 'certification',
      summary: `${certification} certification`,
      certification,
      source: inDescription(
        `Bidders must be certified as a ${certification} with the ${input.state_name} certification office before the bid opening.`,
      ),
    });
  }
  if ((input.entity_type === 'City' || input.entity_type === 'County') && random() < 0.2)
    requirement({
      kind: 'local_preference',
      summary: `5% preference for bidders based in ${input.city}`,
      percent: 5,
      state: input.state,
      source: inDescription(
        `A local preference of five percent (5%) applies to bidders with a principal place of business in ${input.city}.`,
      ),
    });

  keyDates.sort((a, b) => a.at.localeCompare(b.at));
  return { key_dates: keyDates, requirements, paragraphs };
}

/** Generic lines of each kind of document, so an attachment reads like one around its quotes. */
const DOCUMENT_LINES: Readonly<Record<string, readonly string[]>> = {
  Specifications: [
    'SECTION 00100 - INSTRUCTIONS TO BIDDERS',
    'The work shall be performed in accordance with these specifications and the contract documents.',
    'Substitutions must be approved in writing before the bid opening.',
  ],
  'Bid Form': [
    'BID FORM',
    'The undersigned, having examined the contract documents, proposes to furnish all labor and materials for the prices stated below.',
    'Prices shall include all taxes, fees and costs of performing the work.',
  ],
  'Insurance Requirements': [
    'INSURANCE REQUIREMENTS',
    'Certificates of insurance naming the agency as additional insured shall be delivered before the notice to proceed.',
    'Coverage shall be written by insurers authorized to do business in the state.',
  ],
  'Plans and Drawings': ['SHEET INDEX', 'G-001 Cover sheet and general notes.', 'C-101 Site plan.'],
};

/**
 * An attachment's text: pages separated by a form feed, each with its document's generic lines and the
 * quotes of the brief that name this attachment and page.
 */
export function attachmentText(
  name: string,
  bidName: string,
  sources: ReadonlyArray<{ page: number | null; quote: string }>,
): string {
  const kind = name.split(' - ')[0] ?? name;
  const lines = DOCUMENT_LINES[kind] ?? [
    `${kind.toUpperCase()}`,
    'All other terms and conditions of the solicitation remain unchanged.',
  ];
  const pageCount = Math.max(2, ...sources.map((source) => source.page ?? 1));
  const pages: string[] = [];
  for (let page = 1; page <= pageCount; page++) {
    const quotes = sources.filter((source) => (source.page ?? 1) === page).map((source) => source.quote);
    const header = page === 1 ? [lines[0] ?? kind, bidName] : [`Page ${page}`];
    pages.push([...header, ...lines.slice(1), ...quotes].join('\n'));
  }
  return pages.join('\f');
}
