import { Button } from '@/components/Button';
import { CloseIcon } from '@/components/icons';
import { type SearchPart, searchParts, withoutSearchPart } from '@/lib/searchSyntax';

/** How a part of the search reads on its chip: what the search understood the user to mean. */
export function describeSearchPart(part: SearchPart): string {
  const terms = part.terms.map((term) => (term.isPhrase ? `"${term.text}"` : term.text));
  if (part.kind === 'any') return `Any of: ${terms.join(', ')}`;
  if (part.kind === 'none') return `Without: ${terms.join(', ')}`;
  return terms.join(', ');
}

interface KeywordPartsProps {
  /** The keywords of the search that ran (from the URL), not the draft in the box. */
  keywords: string;
  onKeywordsChange: (keywords: string) => void;
}

/** The parts the keywords were read as, one removable chip each, so a typo in the syntax shows at once. */
export function KeywordParts({ keywords, onKeywordsChange }: KeywordPartsProps) {
  const parts = searchParts(keywords);
  if (parts.length === 0) return null;
  return (
    <ul aria-label="Keywords searched" className="bl-chip-list bl-keyword-parts">
      {parts.map((part) => {
        const label = describeSearchPart(part);
        return (
          <li key={part.source} className={`bl-chip bl-chip--${part.kind}`}>
            {label}
            <Button
              variant="ghost"
              size="sm"
              className="bl-chip__remove"
              aria-label={`Remove ${label}`}
              onPress={() => onKeywordsChange(withoutSearchPart(keywords, part))}
            >
              <CloseIcon size={16} />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
