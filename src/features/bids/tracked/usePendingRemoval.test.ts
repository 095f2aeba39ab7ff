import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOVAL_UNDO_MS, usePendingRemoval } from './usePendingRemoval';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(remove = vi.fn(() => Promise.resolve()), onFailed = vi.fn()) {
  const hook = renderHook(() => usePendingRemoval<number>({ remove, onFailed }));
  return { ...hook, remove, onFailed };
}

describe('usePendingRemoval', () => {
  it('marks the row pending at once and removes it only after 3 seconds', async () => {
    const { result, remove } = setup();
    act(() => result.current.toggle(7));
    expect(result.current.isPending(7)).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(REMOVAL_UNDO_MS - 1));
    expect(remove).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(remove).toHaveBeenCalledWith(7);
    expect(result.current.isPending(7)).toBe(false);
  });

  it('cancels the removal when Undo is pressed inside the window', async () => {
    const { result, remove } = setup();
    act(() => result.current.toggle(7));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    act(() => result.current.undo(7));

    expect(result.current.isPending(7)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(REMOVAL_UNDO_MS));
    expect(remove).not.toHaveBeenCalled();
  });

  it('cancels the removal when the icon is clicked a second time', async () => {
    const { result, remove } = setup();
    act(() => result.current.toggle(7));
    act(() => result.current.toggle(7));

    await act(() => vi.advanceTimersByTimeAsync(REMOVAL_UNDO_MS));
    expect(remove).not.toHaveBeenCalled();
    expect(result.current.isPending(7)).toBe(false);
  });

  it('clears the mark and reports the error when the removal fails', async () => {
    const failure = new Error('Server down');
    const { result, onFailed } = setup(vi.fn(() => Promise.reject(failure)));
    act(() => result.current.toggle(7));

    await act(() => vi.advanceTimersByTimeAsync(REMOVAL_UNDO_MS));
    expect(onFailed).toHaveBeenCalledWith(failure, 7);
    expect(result.current.isPending(7)).toBe(false);
  });

  it('keeps the row pending while the removal is in flight and ignores clicks then', async () => {
    let finish: () => void = () => undefined;
    const remove = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = setup(remove);
    act(() => result.current.toggle(7));
    await act(() => vi.advanceTimersByTimeAsync(REMOVAL_UNDO_MS));

    act(() => result.current.toggle(7));
    expect(result.current.isPending(7)).toBe(true);
    await act(async () => finish());
    expect(result.current.isPending(7)).toBe(false);
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('times each row on its own', async () => {
    const { result, remove } = setup();
    act(() => result.current.toggle(1));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    act(() => result.current.toggle(2));
    await act(() => vi.advanceTimersByTimeAsync(2000));

    expect(remove).toHaveBeenCalledWith(1);
    expect(remove).not.toHaveBeenCalledWith(2);
    expect(result.current.isPending(2)).toBe(true);
  });

  it('removes nothing when the page is left during the window', async () => {
    const { result, remove, unmount } = setup();
    act(() => result.current.toggle(7));
    unmount();
    await vi.advanceTimersByTimeAsync(REMOVAL_UNDO_MS);
    expect(remove).not.toHaveBeenCalled();
  });
});
