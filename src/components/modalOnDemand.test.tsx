import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { modalOnDemand } from './modalOnDemand';

function Panel({ isOpen }: { isOpen: boolean }) {
  return isOpen ? <div role="dialog" aria-label="Change plan" /> : null;
}

function Screen({
  ModalOnDemand,
}: {
  ModalOnDemand: ReturnType<typeof modalOnDemand<{ isOpen: boolean }>>['ModalOnDemand'];
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change plan
      </button>
      <ModalOnDemand label="Change plan" isOpen={isOpen} />
    </>
  );
}

describe('a modal loaded on demand', () => {
  it('loads its code only when first opened', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const { ModalOnDemand } = modalOnDemand(load);
    render(<Screen ModalOnDemand={ModalOnDemand} />);

    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByRole('dialog', { name: 'Change plan' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says its code did not load and opens on Retry once it does', async () => {
    const load = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Panel);
    const { ModalOnDemand } = modalOnDemand(load);
    // React reports the caught failure on the console; the screen carries on.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Screen ModalOnDemand={ModalOnDemand} />);

    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(
      await screen.findByText('Change plan could not be loaded. Check your connection and press Retry.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Change plan' })).toBeInTheDocument();
  });
});
