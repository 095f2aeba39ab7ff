import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/errors';
import { isChunkLoadError } from './lazyImport';

/** How a request ended, for the caller that sent it. */
export type RequestOutcome<TResult> = { ok: true; data: TResult } | { ok: false; error: unknown };

/** The user starts using the page: the request's code starts loading. */
const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

type RequestState =
  { status: 'idle' | 'pending' | 'success'; error?: undefined } | { status: 'error'; error: unknown };

/**
 * One request an entry screen (login, forgot password, register) sends, and its progress, without TanStack
 * Query: those screens load nothing of the query cache, so their JS stays within budget
 * (docs/performance.md#targets, docs/CONVENTIONS.md#the-api). The code that sends the request is a chunk of
 * its own: `load` (a stable function) brings the sending function. It starts loading when the user first uses
 * the page (a tap, a key, a focus), so the request leaves at once when sent, and a visit that only looks
 * costs nothing: loading it as soon as the page was up made a long task (measured in docs/performance.md).
 * Every other screen uses the generated React Query hooks.
 *
 * `send` resolves to the call's outcome and never rejects; the state shows the latest call only,
 * and `reset` forgets it (the user changed what was asked). `load` goes through retryingImport
 * (lazyImport.ts) and keeps no failure: code that did not load over the network fails the call as
 * the network would (ApiError status 0), and the next send loads it again.
 */
export function useLazyRequest<TInput, TResult>(load: () => Promise<(input: TInput) => Promise<TResult>>) {
  const [state, setState] = useState<RequestState>({ status: 'idle' });
  const latestCall = useRef(0);

  useEffect(() => {
    const stop = () => FIRST_USE_EVENTS.forEach((type) => document.removeEventListener(type, start, true));
    const start = () => {
      stop();
      load().catch(() => undefined); // a failed load shows when the request is sent
    };
    FIRST_USE_EVENTS.forEach((type) => document.addEventListener(type, start, true));
    return stop;
  }, [load]);

  const send = async (input: TInput): Promise<RequestOutcome<TResult>> => {
    latestCall.current += 1;
    const call = latestCall.current;
    const settle = (next: RequestState) => {
      if (call === latestCall.current) setState(next);
    };
    setState({ status: 'pending' });
    try {
      const sendRequest = await load().catch((error: unknown) => {
        throw isChunkLoadError(error) && !error.isMissing ? ApiError.network(error) : error;
      });
      const data = await sendRequest(input);
      settle({ status: 'success' });
      return { ok: true, data };
    } catch (error) {
      settle({ status: 'error', error });
      return { ok: false, error };
    }
  };

  const reset = () => {
    latestCall.current += 1;
    setState({ status: 'idle' });
  };

  return {
    send,
    reset,
    error: state.error,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isError: state.status === 'error',
  };
}
