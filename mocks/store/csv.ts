type Cell = string | number | null;

/**
 * Text a spreadsheet would run as a formula (OWASP "CSV injection"): bid names come from scraped
 * sites, so a cell starting with = + - @, a tab or a carriage return gets a leading apostrophe and
 * opens as plain text. Numbers are our own values and stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180: quote a cell holding a comma, quote or line break, doubling inner quotes. */
function escapeCell(cell: Cell): string {
  const text = cell === null ? '' : typeof cell === 'number' ? String(cell) : neutraliseFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return [header, ...rows].map((row) => row.map(escapeCell).join(',')).join('\r\n') + '\r\n';
}
