import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

/** Ids named by aria-labelledby anywhere in the page that no element has. */
function danglingLabelReferences(): string[] {
  return [...document.querySelectorAll('[aria-labelledby]')]
    .flatMap((element) => (element.getAttribute('aria-labelledby') ?? '').split(/\s+/))
    .filter((id) => id && !document.getElementById(id));
}

/** A send button that goes pending when pressed and is replaced by the next step once "sent". */
function SendThenMoveOn() {
  const [step, setStep] = useState<'form' | 'sending' | 'next'>('form');
  if (step === 'next') {
    return (
      <Button variant="secondary" onPress={() => setStep('form')}>
        Back
      </Button>
    );
  }
  return (
    <>
      <Button isPending={step === 'sending'} pendingLabel="Sending code" onPress={() => setStep('sending')}>
        Send code
      </Button>
      <Button variant="ghost" onPress={() => setStep('next')}>
        Finish sending
      </Button>
    </>
  );
}

describe('Button', () => {
  it('announces its pending label as words, so nothing points at the button once it is gone', async () => {
    const user = userEvent.setup();
    render(<SendThenMoveOn />);

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const announcer = document.querySelector('[data-live-announcer]');
    expect(announcer).toHaveTextContent('Sending code');

    await user.click(screen.getByRole('button', { name: 'Finish sending' }));
    expect(screen.queryByRole('button', { name: 'Sending code' })).not.toBeInTheDocument();
    expect(danglingLabelReferences()).toEqual([]);
  });

  it('ignores presses and form submission while pending', async () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Email" />
        <Button type="submit" isPending pendingLabel="Sending" onPress={onPress}>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button');

    await user.click(button);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a{Enter}');

    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByRole('progressbar', { name: 'Sending' })).toBeInTheDocument();
  });

  it('keeps keyboard focus while pending: aria-disabled, never disabled', async () => {
    const user = userEvent.setup();
    render(<SendThenMoveOn />);
    const button = screen.getByRole('button', { name: 'Send code' });

    await user.tab();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('progressbar', { name: 'Sending code' })).toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
  });

  it('tells render props it is pending', () => {
    render(
      <Button isPending className={({ isPending }) => (isPending ? 'is-busy' : 'is-idle')}>
        {({ isPending }) => (isPending ? 'Busy' : 'Idle')}
      </Button>,
    );

    expect(screen.getByRole('button')).toHaveClass('bl-button', 'is-busy');
    expect(screen.getByText('Busy')).toBeInTheDocument();
  });
});
