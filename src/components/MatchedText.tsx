import type { ReactNode } from 'react';
import './MatchedText.css';

/** Part of a text: from `start` (included) to `end` (left out), in UTF-16 code units (string indexes). */
export interface TextMatch {
  start: number;
  end: number;
}

export interface MatchedTextProps {
  /** Plain text, rendered as text (never as markup). */
  text: string;
  /** The parts to mark. Parts outside the text are clipped, overlapping parts joined, empty ones skipped. */
  matches?: readonly TextMatch[];
}

function isLowSurrogate(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff;
}

/** The matches a text can show: within it, whole characters, sorted, none overlapping. */
function usableMatches(text: string, matches: readonly TextMatch[]): TextMatch[] {
  const clipped = matches
    .filter((match) => Number.isFinite(match.start) && Number.isFinite(match.end))
    .map((match) => {
      let start = Math.max(0, Math.floor(match.start));
      let end = Math.min(text.length, Math.ceil(match.end));
      // Never half of a character made of two code units (an emoji): take all of it.
      if (start > 0 && isLowSurrogate(text, start)) start -= 1;
      if (end < text.length && isLowSurrogate(text, end)) end += 1;
      return { start, end };
    })
    .filter((match) => match.start < match.end)
    .sort((a, b) => a.start - b.start);
  const joined: TextMatch[] = [];
  for (const match of clipped) {
    const last = joined.at(-1);
    if (last && match.start <= last.end) last.end = Math.max(last.end, match.end);
    else joined.push(match);
  }
  return joined;
}

/**
 * Plain text with the parts a search matched marked (`<mark>`), e.g. a result's name and snippet. The
 * text stays text: the marks come from ranges, never from markup.
 */
export function MatchedText({ text, matches = [] }: MatchedTextProps) {
  const children: ReactNode[] = [];
  let at = 0;
  for (const match of usableMatches(text, matches)) {
    if (match.start > at) children.push(text.slice(at, match.start));
    children.push(
      <mark key={match.start} className="bl-matched-text">
        {text.slice(match.start, match.end)}
      </mark>,
    );
    at = match.end;
  }
  if (at < text.length) children.push(text.slice(at));
  return <>{children}</>;
}
