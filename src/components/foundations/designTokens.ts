/**
 * The design tokens as data, read from src/styles/tokens.css (the one place they are defined), for the
 * catalog's Foundations pages and the contrast test. Nothing in the app imports this.
 */
export interface DesignToken {
  name: string;
  /** As written in tokens.css, e.g. `var(--bl-color-gray-900)`. */
  value: string;
  /** `value` with every `var(--…)` replaced by what it points to. */
  resolved: string;
  /** The trailing comment on the token's line, if any (sizes in px, contrast notes). */
  note: string;
}

export interface TokenGroup {
  /** The comment above the group in tokens.css, or the token family when there is none. */
  title: string;
  tokens: DesignToken[];
}

const declaration = /^\s*(--bl-[\w-]+):\s*([^;]+);\s*(?:\/\*\s*(.*?)\s*\*\/)?\s*$/;
const groupComment = /^\s*\/\*\s*(.*?)\s*\*\/\s*$/;

/** Groups follow tokens.css: a comment line starts a group, a blank line ends one. */
export function readTokenGroups(css: string): TokenGroup[] {
  const groups: TokenGroup[] = [];
  const values = new Map<string, string>();
  let current: TokenGroup | undefined;
  // Multi-line values (the font stacks) are joined onto one line first.
  const lines = css.replace(/:\s*\n\s*/g, ': ').split('\n');
  for (const line of lines) {
    const comment = groupComment.exec(line);
    const token = declaration.exec(line);
    if (comment && !token) {
      current = { title: (comment[1] ?? '').replace(/\.$/, ''), tokens: [] };
      groups.push(current);
    } else if (token) {
      const [, name = '', rawValue = '', note = ''] = token;
      const value = rawValue.trim();
      if (!current) {
        current = { title: tokenFamily(name), tokens: [] };
        groups.push(current);
      }
      values.set(name, value);
      current.tokens.push({ name, value, resolved: '', note });
    } else if (line.trim() === '') {
      current = undefined;
    }
  }
  for (const group of groups) {
    for (const token of group.tokens) token.resolved = resolveValue(token.value, values);
  }
  return groups.filter((group) => group.tokens.length > 0);
}

function tokenFamily(name: string): string {
  const family = name.replace(/^--bl-/, '').split('-')[0] ?? name;
  return family.charAt(0).toUpperCase() + family.slice(1);
}

function resolveValue(value: string, values: Map<string, string>, depth = 0): string {
  if (depth > 8) return value;
  return value.replace(/var\((--bl-[\w-]+)\)/g, (reference, name: string) => {
    const target = values.get(name);
    return target === undefined ? reference : resolveValue(target, values, depth + 1);
  });
}

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channels = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function isHexColour(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/** WCAG 2 contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter = 0, darker = 0] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (first, second) => second - first,
  );
  return (lighter + 0.05) / (darker + 0.05);
}
