import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

describe('a tooltip', () => {
  // First: the tooltip's code is loaded once per page, and this case must load it itself.
  it('shows when opened by its props, without a hover or focus', async () => {
    render(
      <TooltipTrigger defaultOpen>
        <Button aria-label="Download receipt">↓</Button>
        <Tooltip>Download receipt</Tooltip>
      </TooltipTrigger>,
    );

    expect(await screen.findByRole('tooltip')).toHaveTextContent('Download receipt');
  });

  it('names an icon button once the button is focused', async () => {
    const user = userEvent.setup();
    render(
      <TooltipTrigger delay={0}>
        <Button aria-label="Download receipt">↓</Button>
        <Tooltip>Download receipt</Tooltip>
      </TooltipTrigger>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();

    expect(await screen.findByRole('tooltip')).toHaveTextContent('Download receipt');
  });
});
