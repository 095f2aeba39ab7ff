import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product/plans-and-limits.md#timings: how long a removed bookmark or follow can still be undone. */
export const REMOVAL_UNDO_MS = 3000;

type Phase = 'waiting' | 'removing';

interface PendingRemovalOptions<Key> {
  /** The real removal (the DELETE); resolves when the server agreed. */
  remove: (key: Key) => Promise<unknown>;
  onFailed?: (error: unknown, key: Key) => void;
  delayMs?: number;
}

export interface PendingRemoval<Key> {
  /** True from the click until the removal finished (the row shows greyed with 'Undo'). */
  isPending: (key: Key) => boolean;
  /** Marks the row for removal, or cancels a removal that has not started yet (docs/product/screens.md#bookmarked-and-followed-bids: clicking again). */
  toggle: (key: Key) => void;
  /** Cancels a removal that has not started yet. */
  undo: (key: Key) => void;
}

/**
 * Removal with an undo window (docs/product/screens.md#bookmarked-and-followed-bids): a click marks the key pending, the removal runs after `delayMs`,
 * and Undo (or a second click) before then cancels it. The mark clears when the removal ends; on
 * success the caller's list no longer holds the row, on failure the row comes back and `onFailed` runs.
 * Leaving the page during the window cancels, so nothing is removed behind the user's back.
 */
export function usePendingRemoval<Key>({
  remove,
  onFailed,
  delayMs = REMOVAL_UNDO_MS,
}: PendingRemovalOptions<Key>): PendingRemoval<Key> {
  const [phases, setPhases] = useState<ReadonlyMap<Key, Phase>>(new Map());
  const timers = useRef(new Map<Key, ReturnType<typeof setTimeout>>());
  const phasesRef = useRef(phases);
  phasesRef.current = phases;
  // The latest callbacks, so a timer started before a re-render never calls a stale one.
  const callbacks = useRef({ remove, onFailed });
  callbacks.current = { remove, onFailed };

  const setPhase = useCallback((key: Key, phase: Phase | undefined) => {
    setPhases((previous) => {
      const next = new Map(previous);
      if (phase) next.set(key, phase);
      else next.delete(key);
      phasesRef.current = next;
      return next;
    });
  }, []);

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach((timer) => clearTimeout(timer));
  }, []);

  const undo = useCallback(
    (key: Key) => {
      const timer = timers.current.get(key);
      if (timer === undefined) return;
      clearTimeout(timer);
      timers.current.delete(key);
      setPhase(key, undefined);
    },
    [setPhase],
  );

  const runRemoval = useCallback(
    async (key: Key) => {
      timers.current.delete(key);
      setPhase(key, 'removing');
      try {
        await callbacks.current.remove(key);
      } catch (error) {
        callbacks.current.onFailed?.(error, key);
      } finally {
        setPhase(key, undefined);
      }
    },
    [setPhase],
  );

  const toggle = useCallback(
    (key: Key) => {
      const phase = phasesRef.current.get(key);
      if (phase === 'removing') return;
      if (phase === 'waiting') {
        undo(key);
        return;
      }
      setPhase(key, 'waiting');
      timers.current.set(
        key,
        setTimeout(() => void runRemoval(key), delayMs),
      );
    },
    [delayMs, runRemoval, setPhase, undo],
  );

  const isPending = useCallback((key: Key) => phases.has(key), [phases]);

  return { isPending, toggle, undo };
}
