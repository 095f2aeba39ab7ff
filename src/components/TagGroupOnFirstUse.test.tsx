import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyExport } from '@/lib/lazyExport';
import { NETWORK_ERROR_MESSAGE } from '@/lib/networkMessage';
import type { TagGroup } from './TagGroup';
import { tagGroupOnFirstUse } from './TagGroupOnFirstUse';
import { toastQueue } from './toastQueue';

const loadTagGroup = lazyExport(() => import('./TagGroup'), 'TagGroup');

const STATES = [
  { id: 'TX', label: 'Texas' },
  { id: 'OH', label: 'Ohio' },
  { id: 'VA', label: 'Virginia' },
];

function ChosenStates({ load }: { load: () => Promise<typeof TagGroup> }) {
  const [TagGroupOnFirstUse] = useState(() => tagGroupOnFirstUse(load));
  const [chosen, setChosen] = useState(STATES);
  return (
    <>
      <button type="button">Before</button>
      <TagGroupOnFirstUse
        aria-label="Chosen states"
        items={chosen}
        onRemove={(keys) => setChosen((states) => states.filter((state) => !keys.has(state.id)))}
      />
    </>
  );
}

const tagNames = () =>
  within(screen.getByRole('grid', { name: 'Chosen states' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('a tag group loaded on first use', () => {
  afterEach(() => toastQueue.visibleToasts.forEach((toast) => toastQueue.close(toast.key)));

  it('is named as TagGroup is before its code loads, and a remove button removes its tag', async () => {
    const user = userEvent.setup();
    const load = vi.fn(loadTagGroup);
    render(<ChosenStates load={load} />);

    expect(tagNames()).toEqual(['Texas', 'Ohio', 'Virginia']);
    expect(screen.getByRole('row', { name: 'Ohio' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Ohio' }));
    expect(tagNames()).toEqual(['Texas', 'Virginia']);
    // The pointer only loaded it: the row is still the closed look's, with nothing focused in it.
    expect(load).toHaveBeenCalled();
  });

  it('keeps each remove button named after its own tag when a tag before it goes', async () => {
    const user = userEvent.setup();
    render(<ChosenStates load={() => new Promise<never>(() => undefined)} />);

    await user.click(screen.getByRole('button', { name: 'Remove Ohio' }));
    await user.click(screen.getByRole('button', { name: 'Remove Virginia' }));
    expect(tagNames()).toEqual(['Texas']);
  });

  it('hands keyboard focus to TagGroup once loaded: arrows move between tags, Delete removes', async () => {
    const user = userEvent.setup();
    render(<ChosenStates load={loadTagGroup} />);

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await waitFor(() => expect(screen.getByRole('row', { name: 'Texas' })).toHaveFocus(), {
      timeout: 10_000,
    });
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('row', { name: 'Ohio' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(tagNames()).toEqual(['Texas', 'Virginia']);
  });

  it('says the network sentence when focused and its code does not load, and loads it on the next focus', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<typeof TagGroup>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(loadTagGroup);
    render(<ChosenStates load={load} />);

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((toast) => toast.content)).toEqual([
        { title: NETWORK_ERROR_MESSAGE, tone: 'error' },
      ]),
    );
    await user.tab({ shift: true });
    await user.tab();
    await waitFor(() => expect(screen.getByRole('row', { name: 'Texas' })).toHaveFocus(), {
      timeout: 10_000,
    });
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('row', { name: 'Ohio' })).toHaveFocus();
  });
});
