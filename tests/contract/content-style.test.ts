import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSpecStrings, withoutSpecStrings } from './contentStyle/specStrings';
import { shippedSourceFiles, visibleTexts } from './contentStyle/userVisibleText';

/** The mechanical rules of docs/content-style.md, over every text a user can read in src/. */
const root = fileURLToPath(new URL('../..', import.meta.url));
const specStrings = readSpecStrings(root);
const texts = shippedSourceFiles(root).flatMap((file) => visibleTexts(root, file));

interface Rule {
  rule: string;
  breaks: (ours: string) => boolean;
}

const RULES: readonly Rule[] = [
  {
    rule: 'say "log in" (or "log-in" before a noun), never "login"',
    breaks: (ours) => /\blogin\b/i.test(ours),
  },
  {
    rule: 'say "log out", never "logout", "Log Out" or "sign out"',
    breaks: (ours) => /\blogout\b|\bsign[ -]?out\b/i.test(ours) || /\bLog Out\b/.test(ours),
  },
  { rule: 'say "log in", never "sign in" or "sign-in"', breaks: (ours) => /\bsign[ -]?in\b/i.test(ours) },
  {
    rule: 'say "code", never "OTP" (but "code (OTP)" where the help explains the word)',
    breaks: (ours) => /\bOTP\b/.test(ours.replaceAll('(OTP)', '')),
  },
  {
    rule: 'start an error with who could not: "We could not …", never "Could not", "Failed to", "Unable to" or "Error …"',
    breaks: (ours) => /(^|[.!?] )(Could not|Couldn't|Failed to|Unable to|Error [a-z]|Oops)/.test(ours),
  },
  {
    rule: 'end an error with "Please try again.", not a bare "Try again."',
    breaks: (ours) => /[.!?] Try again\.$/.test(ours),
  },
  {
    rule: 'end a text that stands for something still coming with "…", not three dots',
    breaks: (ours) => ours.includes('...'),
  },
  { rule: 'never show the range "0-0 of …"', breaks: (ours) => /\b0-0 of\b/.test(ours) },
];

describe('content style (docs/content-style.md)', () => {
  it('reads the SPEC strings from the guide and finds the text of every screen', () => {
    expect(specStrings.map(({ text }) => text)).toEqual(
      expect.arrayContaining([
        'Invalid OTP. Please check and try again.',
        'Signup Time',
        'A.I. Toolkit',
        'Account Disable',
      ]),
    );
    expect(texts.map(({ text }) => text)).toEqual(
      expect.arrayContaining(['Choose your plan', 'Log in', 'Your session has ended']),
    );
  });

  it('names only files that exist for the labels the SPEC allows in some files', () => {
    const files = specStrings.flatMap(({ files }) => files ?? []);
    expect(files.filter((file) => !existsSync(`${root}/${file}`))).toEqual([]);
  });

  it.each(RULES)('our own strings $rule', ({ breaks }) => {
    const broken = texts
      .filter(({ file, text }) => breaks(withoutSpecStrings(text, file, specStrings)))
      .map(({ file, line, text }) => `${file}:${line}  ${text}`);
    expect(broken).toEqual([]);
  });
});
