/**
 * The text of a bid description, which may carry markup copied from the source: what the search reads
 * and what a snippet shows. Scripts and styles say nothing, so their content goes; every other tag
 * becomes a space, so words on either side of a `</li><li>` stay apart.
 */
const SILENT_ELEMENTS = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const SILENT_START = /<(script|style|template|noscript)\b/i;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
const TAGS = /<\/?[a-z][^>]*>/gi;
const ENTITIES = /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const codePoint =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
  }
  return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
}

/** Each pass runs only when its mark is there: the search reads every description once. */
export function plainText(markup: string): string {
  let text = markup;
  if (text.includes('<')) {
    if (SILENT_START.test(text)) text = text.replace(SILENT_ELEMENTS, ' ');
    if (text.includes('<!--')) text = text.replace(COMMENTS, ' ');
    text = text.replace(TAGS, ' ');
  }
  return text.includes('&') ? text.replace(ENTITIES, decodeEntity) : text;
}
