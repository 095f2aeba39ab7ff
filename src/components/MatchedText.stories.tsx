import { expect, within } from 'storybook/test';
import { MatchedText } from './MatchedText';
import { linkClassName } from './linkClassName';
import { codeOnly, componentGuide, textControl } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/MatchedText',
  component: MatchedText,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'Plain text with the words a search found marked, from ranges the API sends (a result’s name and snippet). Never for markup.',
    dos: [
      'Pass the ranges the API returned with the result.',
      'Use it in the name and in the snippet alike.',
    ],
    donts: [
      'Search the text again in the browser to find what to mark.',
      'Pass HTML: it shows text only, and the bid description is sanitised elsewhere.',
    ],
  }),
  argTypes: {
    text: textControl('The plain text to show.'),
    matches: codeOnly('Parts to mark: { start, end } string indexes, end left out.'),
  },
  args: {
    text: 'Day Porter and Janitorial Services – Riverside Community Center',
    matches: [{ start: 15, end: 34 }],
  },
});

/** A result's name as the search for `"janitorial services" -school` returns it. */
export const Name = meta.story({
  render: (args) => (
    <p>
      <MatchedText {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByRole('paragraph');
    await expect(paragraph).toHaveTextContent(
      'Day Porter and Janitorial Services – Riverside Community Center',
    );
    const marks = canvasElement.querySelectorAll('mark');
    await expect([...marks].map((mark) => mark.textContent)).toEqual(['Janitorial Services']);
  },
});

/** In the results table: the name is a link and the snippet is muted text; the marks read the same on both. */
export const InAResult = meta.story({
  args: {
    text: '…soliciting proposals from qualified firms for routine janitorial services, supplies and periodic floor care for the listed facilities in Dallas, Texas.',
    matches: [{ start: 55, end: 74 }],
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 4, maxWidth: '32rem' }}>
      <a href="#result" className={linkClassName()} style={{ fontWeight: 600 }}>
        <MatchedText text="Janitorial Services for Municipal Buildings" matches={[{ start: 0, end: 19 }]} />
      </a>
      <p style={{ margin: 0, color: 'var(--bl-color-text-muted)', fontSize: 'var(--bl-font-size-sm)' }}>
        <MatchedText {...args} />
      </p>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('link', { name: 'Janitorial Services for Municipal Buildings' }),
    ).toBeVisible();
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['Janitorial Services', 'janitorial services']);
  },
});

/** Ranges past the end, overlapping or empty never break the text: they are clipped, joined or skipped. */
export const UntidyRanges = meta.story({
  args: {
    text: 'Roof repair and reroofing',
    matches: [
      { start: 16, end: 99 },
      { start: 0, end: 4 },
      { start: 2, end: 11 },
      { start: 5, end: 5 },
      { start: -3, end: -1 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Roof repair and reroofing');
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['Roof repair', 'reroofing']);
  },
});

/** Markup in the text stays text. */
export const MarkupStaysText = meta.story({
  args: { text: '<b>Roofing</b> & gutters', matches: [{ start: 3, end: 10 }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('<b>Roofing</b> & gutters');
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
});
