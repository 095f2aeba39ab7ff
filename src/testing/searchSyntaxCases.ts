/**
 * How a bids search reads, case by case, as the contract writes its grammar (api-spec/paths/bids.yaml,
 * GET /bids/ `search`). Two parsers read it: the dashboard's (src/lib/searchSyntax.ts) and the fake
 * backend's (mocks/store/search-grammar.ts). Both are tested against this one table, so they agree.
 */
export interface SearchSyntaxCase {
  query: string;
  /**
   * The groups of positive terms, in order: a text must hold a term of every group. Terms as the syntax
   * writes them, lower case: `word` or `"a phrase"`.
   */
  groups: string[][];
  /** The excluded terms, written the same way (without their `-`). */
  excluded: string[];
  /** Texts the search finds, and texts it does not (any case and spacing: both read them folded). */
  finds: string[];
  misses: string[];
}

export const SEARCH_SYNTAX_CASES: readonly SearchSyntaxCase[] = [
  {
    query: 'Roofing  Repair',
    groups: [['roofing'], ['repair']],
    excluded: [],
    finds: ['Roof repair and reroofing, City Hall', 'REPAIR OF ROOFING'],
    misses: ['Roofing of the library', 'Repair of the pool deck'],
  },
  {
    query: '"janitorial services" -school',
    groups: [['"janitorial services"']],
    excluded: ['school'],
    finds: ['Janitorial Services for Municipal Buildings', 'Routine janitorial\n   services and floor care'],
    misses: [
      'Janitorial services at Lincoln High School',
      'Janitorial supplies and custodial services',
      'Services, janitorial',
    ],
  },
  {
    query: 'roofing OR paving',
    groups: [['roofing', 'paving']],
    excluded: [],
    finds: ['Paving of Main Street', 'Roofing at the depot'],
    misses: ['Pavement markings'],
  },
  {
    query: 'roofing OR paving OR "seal coat" county',
    groups: [['roofing', 'paving', '"seal coat"'], ['county']],
    excluded: [],
    finds: ['County parking lot seal coat'],
    misses: ['City parking lot seal coat', 'County parking lot sealcoat'],
  },
  {
    query: 'roofing or paving',
    groups: [['roofing'], ['or'], ['paving']],
    excluded: [],
    finds: ['Roofing or paving for the depot'],
    misses: ['Roofing and paving at the depot'],
  },
  {
    query: '"road resurfacing',
    groups: [['road'], ['resurfacing']],
    excluded: [],
    finds: ['Resurfacing of Old Mill Road'],
    misses: ['Road striping'],
  },
  {
    query: '-"night work" asphalt',
    groups: [['asphalt']],
    excluded: ['"night work"'],
    finds: ['Asphalt overlay, day work only', 'Asphalt overlay; night and weekend work'],
    misses: ['Asphalt overlay, night work required'],
  },
  {
    query: '-"night work',
    groups: [['night'], ['work']],
    excluded: [],
    finds: ['Work at night'],
    misses: ['Night shift'],
  },
  {
    query: '--asbestos abatement - ',
    groups: [['abatement']],
    excluded: ['asbestos'],
    finds: ['Lead abatement'],
    misses: ['Asbestos abatement'],
  },
  {
    query: '- OR roofing OR',
    groups: [['or'], ['roofing']],
    excluded: [],
    finds: ['Roofing for the depot'],
    misses: ['Roofing'],
  },
  {
    query: '-asbestos OR abatement',
    groups: [['or'], ['abatement']],
    excluded: ['asbestos'],
    finds: ['Lead abatement for schools'],
    misses: ['Lead abatement', 'Asbestos abatement for schools'],
  },
  {
    query: 'roofing OR -asbestos',
    groups: [['roofing'], ['or']],
    excluded: ['asbestos'],
    finds: ['Roofing for the depot'],
    misses: ['Roofing', 'Asbestos roofing for the depot'],
  },
  {
    query: 'roof roof "Snow   Removal" "snow removal"',
    groups: [['roof'], ['"snow removal"']],
    excluded: [],
    finds: ['Roof snow\nremoval'],
    misses: ['Snow removal', 'Roof removal'],
  },
  {
    query: '"snow removal"salt 2"x4" ""',
    groups: [['"snow removal"'], ['salt'], ['2"x4"']],
    excluded: [],
    finds: ['Snow removal, salt and 2"x4" lumber'],
    misses: ['Snow removal, salt and 2x4 lumber'],
  },
  {
    query: '""',
    groups: [],
    excluded: [],
    finds: ['Anything at all'],
    misses: [],
  },
];
