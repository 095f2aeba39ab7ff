import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MatchedText } from './MatchedText';

function marksIn(container: HTMLElement): Array<string | null> {
  return [...container.querySelectorAll('mark')].map((mark) => mark.textContent);
}

describe('MatchedText', () => {
  it('wraps each matched part in a mark and keeps the rest as plain text', () => {
    const { container } = render(
      <p>
        <MatchedText
          text="Janitorial Services for Municipal Buildings"
          matches={[
            { start: 0, end: 19 },
            { start: 24, end: 33 },
          ]}
        />
      </p>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('Janitorial Services for Municipal Buildings');
    expect(marksIn(container)).toEqual(['Janitorial Services', 'Municipal']);
  });

  it('renders the text alone when nothing matched', () => {
    const { container } = render(<MatchedText text="Road striping" />);
    expect(container.innerHTML).toBe('Road striping');
  });

  it('clips ranges outside the text, joins overlapping ones and skips empty or broken ones', () => {
    const { container } = render(
      <MatchedText
        text="Roof repair and reroofing"
        matches={[
          { start: 16, end: 99 },
          { start: 0, end: 4 },
          { start: 2, end: 11 },
          { start: 5, end: 5 },
          { start: -3, end: -1 },
          { start: Number.NaN, end: 3 },
          { start: 30, end: 40 },
        ]}
      />,
    );
    expect(container).toHaveTextContent(/^Roof repair and reroofing$/);
    expect(marksIn(container)).toEqual(['Roof repair', 'reroofing']);
  });

  it('never splits a character made of two code units', () => {
    const { container } = render(<MatchedText text="🏗️ Roofing" matches={[{ start: 1, end: 2 }]} />);
    expect(marksIn(container)).toEqual(['🏗']);
  });

  it('shows markup in the text as text', () => {
    const { container } = render(<MatchedText text="<b>Roofing</b>" matches={[{ start: 3, end: 10 }]} />);
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<b>Roofing</b>');
    expect(marksIn(container)).toEqual(['Roofing']);
  });
});
