/**
 * Finds hand-typed copies of the contract's vocabulary in source text: lists of an enum's values, of the
 * token-free paths, of the advanced filters or of the states; length limits typed as numbers; plan limits
 * and prices typed into sentences. A single value compared against a generated type is a use, not a copy.
 */

export interface Vocabulary {
  /**
   * Named lists of values (an enum, the token-free paths, ...) and how many of them in one bare list
   * make a copy; `anywhere`: counted over the whole file (a table of `{code, name}` rows is a copy too).
   */
  lists: readonly { name: string; values: readonly string[]; copyAt: number; anywhere?: boolean }[];
  /** The contract's `maxLength` values worth catching (small ones like 2 are everywhere). */
  lengthLimits: readonly number[];
  /** Prices the plans show, as the UI writes them ('$558'). */
  prices: readonly string[];
}

export interface Copy {
  line: number;
  what: string;
}

/**
 * A bare list of strings: an array literal of nothing but quoted strings (`['a', 'b']`), or a union
 * type (`'a' | 'b'`). Options with labels typed by the generated enum are a mapping, not a bare copy.
 */
const ARRAY = /\[\s*(?:(?:'[^'\n]*'|"[^"\n]*")\s*,?\s*)+\]/g;
const UNION = /(?:'[^'\n]*'|"[^"\n]*")(?:\s*\|\s*(?:'[^'\n]*'|"[^"\n]*"))+/g;
const QUOTED = /'([^'\n]*)'|"([^"\n]*)"/g;

const PLAN_SENTENCES: readonly RegExp[] = [
  /\b\d+ (?:bookmarks?|saved search(?:es)?|CSV exports?)\b/,
  /\bup to \d+ bids\b/i,
  /\bfollow(?:ing)? \d+ bids\b/i,
  /\bfirst \d+ (?:matching )?bids\b/i,
];

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

function quotedStrings(text: string): string[] {
  return [...text.matchAll(QUOTED)].map((match) => match[1] ?? match[2] ?? '');
}

export function findCopies(source: string, vocabulary: Vocabulary): Copy[] {
  const copies: Copy[] = [];
  const everyString = new Set(quotedStrings(source));
  for (const list of vocabulary.lists.filter((candidate) => candidate.anywhere)) {
    const found = list.values.filter((value) => everyString.has(value));
    if (found.length >= list.copyAt)
      copies.push({ line: 1, what: `${list.name}: ${found.slice(0, 4).join(', ')}` });
  }
  for (const pattern of [ARRAY, UNION]) {
    for (const match of source.matchAll(pattern)) {
      const strings = new Set(quotedStrings(match[0]));
      for (const list of vocabulary.lists) {
        const found = list.values.filter((value) => strings.has(value));
        if (found.length >= list.copyAt) {
          copies.push({
            line: lineOf(source, match.index),
            what: `${list.name}: ${found.slice(0, 4).join(', ')}`,
          });
        }
      }
    }
  }
  source.split('\n').forEach((text, index) => {
    const line = index + 1;
    // A comment may show an example ("558 -> '$558'"); code and copy may not.
    if (/^\s*(?:\/\/|\/\*|\*)/.test(text)) return;
    if (/max_?length|(?<!Math)\.max\(/i.test(text)) {
      for (const number of text.match(/(?<![\w.])\d+(?![\w.])/g) ?? []) {
        if (vocabulary.lengthLimits.includes(Number(number)))
          copies.push({ line, what: `length limit ${number}` });
      }
    }
    for (const sentence of PLAN_SENTENCES) {
      const found = sentence.exec(text);
      if (found) copies.push({ line, what: `plan limit in words: "${found[0]}"` });
    }
    for (const price of vocabulary.prices) {
      if (new RegExp(`\\${price}(?![\\d,])`).test(text)) copies.push({ line, what: `plan price ${price}` });
    }
  });
  return copies;
}

/** A plan's limit or price field put into words: `${plan.max_bookmark}`, `{STARTER.monthly_price}` in JSX. */
const PLAN_FIELD = String.raw`[\w.?]*\b(?:max_(?:bookmark|follow|export|saved_search|visible_bids)|monthly_price|annual_price)\b`;
const PLAN_FIELD_IN_WORDS: readonly RegExp[] = [
  new RegExp(String.raw`\$\{[^}]*` + PLAN_FIELD),
  // JSX text, not a prop (`maxExport={plan.max_export}` hands the number on).
  new RegExp(String.raw`(?<![=\w$])\{\s*` + PLAN_FIELD + String.raw`\s*\}`),
];

/**
 * Sentences built from a plan's fields outside the one module of plan sentences (src/lib/planPhrases.ts):
 * a second module would word the same limit its own way.
 */
export function findPlanFieldsInWords(source: string): Copy[] {
  const copies: Copy[] = [];
  source.split('\n').forEach((text, index) => {
    if (/^\s*(?:\/\/|\/\*|\*)/.test(text)) return;
    for (const pattern of PLAN_FIELD_IN_WORDS) {
      const found = pattern.exec(text);
      if (found) copies.push({ line: index + 1, what: `plan field in words: "${found[0]}"` });
    }
  });
  return copies;
}
