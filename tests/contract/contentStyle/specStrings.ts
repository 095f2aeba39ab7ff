import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A string the SPEC fixes: anywhere, or (a label the SPEC names without quoting) only in `files`. */
export interface SpecString {
  text: string;
  files: readonly string[] | null;
}

const START = '<!-- spec-strings:start -->';
const END = '<!-- spec-strings:end -->';

/**
 * The SPEC's fixed strings as docs/content-style.md lists them: each list item names its strings in
 * backticks, and a label allowed only in some files names those files (backticked `src/` paths).
 */
export function readSpecStrings(root: string): SpecString[] {
  const guide = readFileSync(path.join(root, 'docs/content-style.md'), 'utf8');
  const section = guide.slice(guide.indexOf(START), guide.indexOf(END));
  if (!section.includes(START)) throw new Error(`docs/content-style.md has no ${START} … ${END} section`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .flatMap((line) => {
      const quoted = [...line.matchAll(/`([^`]+)`/g)].flatMap(([, text]) => (text ? [text] : []));
      const files = quoted.filter((text) => text.startsWith('src/'));
      return quoted
        .filter((text) => !text.startsWith('src/'))
        .map((text) => ({ text, files: files.length > 0 ? files : null }));
    });
}

/**
 * `text` with the SPEC's words taken out, so the rules judge only our own: the whole text when it is
 * a SPEC string (a label only in its files), a SPEC sentence it holds whole, and any SPEC string or
 * label it quotes in double quotes to name it.
 */
export function withoutSpecStrings(text: string, file: string, specStrings: readonly SpecString[]): string {
  let ours = text;
  for (const { text: fixed, files } of specStrings) {
    const allowedHere = files === null || files.includes(file);
    if (ours === fixed && allowedHere) return '';
    ours = ours.split(`"${fixed}"`).join('""');
    if (files === null && fixed.includes(' ')) ours = ours.split(fixed).join('…');
  }
  return ours;
}
