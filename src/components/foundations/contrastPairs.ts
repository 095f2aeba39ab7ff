/**
 * The colour pairs the components actually put on screen, each with the WCAG 2.2 AA minimum that
 * applies: 4.5:1 for text, 3:1 for borders, focus rings and other non-text parts.
 */
export interface ContrastPair {
  foreground: string;
  background: string;
  /** Where the pair appears. */
  use: string;
  minimum: 4.5 | 3;
}

export const contrastPairs: ContrastPair[] = [
  { foreground: '--bl-color-text', background: '--bl-color-surface', use: 'Body text', minimum: 4.5 },
  { foreground: '--bl-color-heading', background: '--bl-color-surface', use: 'Headings', minimum: 4.5 },
  {
    foreground: '--bl-color-text-muted',
    background: '--bl-color-surface',
    use: 'Hints, metadata',
    minimum: 4.5,
  },
  {
    foreground: '--bl-color-text-muted',
    background: '--bl-color-surface-muted',
    use: 'Hints on muted panels',
    minimum: 4.5,
  },
  {
    foreground: '--bl-color-text-muted',
    background: '--bl-color-surface-sunken',
    use: 'Hints in sunken wells',
    minimum: 4.5,
  },
  { foreground: '--bl-color-link', background: '--bl-color-surface', use: 'Links', minimum: 4.5 },
  {
    foreground: '--bl-color-navy-900',
    background: '--bl-color-navy-50',
    use: 'Secondary buttons, hovered',
    minimum: 4.5,
  },
  {
    foreground: '--bl-color-on-cta',
    background: '--bl-color-cta',
    use: 'Call-to-action buttons',
    minimum: 4.5,
  },
  {
    foreground: '--bl-color-on-cta',
    background: '--bl-color-cta-hover',
    use: 'Call-to-action buttons, hovered',
    minimum: 4.5,
  },
  {
    foreground: '--bl-color-text-inverse',
    background: '--bl-color-navy-900',
    use: 'Primary buttons, footer',
    minimum: 4.5,
  },
  {
    foreground: '--bl-color-text-inverse',
    background: '--bl-color-danger',
    use: 'Destructive buttons',
    minimum: 4.5,
  },
  { foreground: '--bl-color-open', background: '--bl-color-open-bg', use: 'Open status badge', minimum: 4.5 },
  {
    foreground: '--bl-color-closing',
    background: '--bl-color-closing-bg',
    use: 'Closing soon badge',
    minimum: 4.5,
  },
  { foreground: '--bl-color-closed', background: '--bl-color-closed-bg', use: 'Closed badge', minimum: 4.5 },
  { foreground: '--bl-color-danger', background: '--bl-color-surface', use: 'Field errors', minimum: 4.5 },
  {
    foreground: '--bl-color-danger',
    background: '--bl-color-danger-bg',
    use: 'Alerts of a failure',
    minimum: 4.5,
  },
  {
    foreground: '--bl-color-success',
    background: '--bl-color-success-bg',
    use: 'Success alerts',
    minimum: 4.5,
  },
  {
    foreground: '--bl-color-info',
    background: '--bl-color-info-bg',
    use: 'Information alerts',
    minimum: 4.5,
  },
  {
    foreground: '--bl-color-border-strong',
    background: '--bl-color-surface',
    use: 'Input borders',
    minimum: 3,
  },
  { foreground: '--bl-color-focus', background: '--bl-color-surface', use: 'Focus ring', minimum: 3 },
  {
    foreground: '--bl-color-focus',
    background: '--bl-color-navy-50',
    use: 'Focus ring on hovered buttons',
    minimum: 3,
  },
];
