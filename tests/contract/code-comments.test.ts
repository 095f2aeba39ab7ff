import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/CONVENTIONS.md ("Comments and commits"): a comment says why and points to docs in the repo, never
 * to a tracker outside it. Checked line by line where a comment starts (`//`, `/*`, a block comment's
 * `*` line), as the repo's grep for them reads.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['src', 'mocks', 'scripts', 'tests', 'eslint-rules', '.storybook'];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|css|html)$/;
/** Generated from the contract (api-spec/), never edited by hand; not committed. */
const SKIPPED_FOLDERS = new Set(['node_modules', path.join('src', 'api', 'generated')]);
const CITATION_WORDS = /\b[Ii]ssues? #?\d+/;
const ISSUE_CITATION = new RegExp(`(//|/\\*|^\\s*\\*).*${CITATION_WORDS.source}`);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(relative) ? [] : sourceFiles(relative);
    return SOURCE_FILE.test(entry.name) ? [relative] : [];
  });
}

/** A comment line that ends on the word, its number wrapped onto the next comment line. */
const WRAPPED_CITATION = /(\/\/|\/\*|^\s*\*).*\b[Ii]ssues?\s*\n\s*(\/\/|\*)\s*#?\d+/;

/** `file:line: text` for each comment line of `text` that cites an issue number. */
function issueCitations(file: string, text: string): string[] {
  const lines = text.split('\n');
  return lines.flatMap((line, index) => {
    const cites = ISSUE_CITATION.test(line) || WRAPPED_CITATION.test(`${line}\n${lines[index + 1] ?? ''}`);
    return cites ? [`${file}:${index + 1}: ${line.trim()}`] : [];
  });
}

describe('code comments', () => {
  it('recognise a comment that cites an issue number, and leave other text alone', () => {
    // Split so this file's own lines do not cite one.
    const cited = ['// The grammar of iss', 'ue 15.'].join('');
    const block = [' * Designed (Iss', 'ue #15): the fit score.'].join('');
    expect(issueCitations('a.ts', cited)).toHaveLength(1);
    expect(issueCitations('a.ts', block)).toHaveLength(1);
    const wrapped = [' * stays within budget (iss', 'ue\n * 14): the landing'].join('');
    expect(issueCitations('a.ts', wrapped)).toHaveLength(1);
    expect(issueCitations('a.ts', "const message = 'No issue found';")).toEqual([]);
    expect(
      issueCitations('a.ts', '// react-router reads its own exports (remix-run/react-router#14102)'),
    ).toEqual([]);
  });

  it('never cite an issue number in src, mocks, scripts or tests: they say why, or point to docs/', () => {
    const files = FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const citations = files.flatMap((file) =>
      issueCitations(file, readFileSync(path.join(root, file), 'utf8')),
    );
    expect(citations).toEqual([]);
  });

  it("never cite an issue number in the contract's descriptions, which become the generated code's comments", () => {
    const contractFiles = ['paths', 'schemas', 'components']
      .map((folder) => path.join('api-spec', folder))
      .flatMap((folder) =>
        readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.yaml'))
          .map((file) => path.join(folder, file)),
      )
      .concat(path.join('api-spec', 'openapi.yaml'));
    const citations = contractFiles.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          CITATION_WORDS.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(citations).toEqual([]);
  });
});
