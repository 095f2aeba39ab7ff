// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLazyRequest } from './useLazyRequest';

/** A request the test answers by hand: each call waits in `calls` until the test resolves or rejects it. */
function handAnsweredRequest() {
  const calls: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const send = () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, load: vi.fn(async () => send) };
}

/** Renders the hook over a hand-answered request and sends each input, once every call is out. */
async function sendThrough(...inputs: string[]) {
  const { calls, load } = handAnsweredRequest();
  const { result } = renderHook(() => useLazyRequest(load));
  const outcomes: Promise<unknown>[] = [];
  act(() => {
    for (const input of inputs) outcomes.push(result.current.send(input));
  });
  await waitFor(() => expect(calls).toHaveLength(inputs.length));
  return { calls, result, outcomes };
}

describe('useLazyRequest', () => {
  it('loads the code that sends the request only once the user starts using the page', () => {
    const { load } = handAnsweredRequest();
    renderHook(() => useLazyRequest(load));
    expect(load).not.toHaveBeenCalled();

    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is pending while the request is out, then hands the answer to the caller', async () => {
    const { calls, result, outcomes } = await sendThrough('first');
    expect(result.current.isPending).toBe(true);

    await act(async () => calls[0]?.resolve('answer'));

    await expect(outcomes[0]).resolves.toEqual({ ok: true, data: 'answer' });
    expect(result.current.isPending).toBe(false);
    expect(result.current.isError).toBe(false);
  });

  it('shows a failure with its error and tells the caller without throwing', async () => {
    const { calls, result, outcomes } = await sendThrough('first');
    const refusal = new Error('refused');

    await act(async () => calls[0]?.reject(refusal));

    await expect(outcomes[0]).resolves.toEqual({ ok: false, error: refusal });
    expect(result.current.isError).toBe(true);
    expect(result.current.error).toBe(refusal);
  });

  it('shows only the latest request: an older answer arriving late changes nothing', async () => {
    const { calls, result } = await sendThrough('old', 'new');

    await act(async () => calls[1]?.resolve('new answer'));
    await act(async () => calls[0]?.reject(new Error('old failure')));

    expect(result.current.isError).toBe(false);
    expect(result.current.isPending).toBe(false);
  });

  it('forgets the outcome on reset, and an answer that arrives after it is not shown', async () => {
    const { calls, result } = await sendThrough('first');

    act(() => result.current.reset());
    expect(result.current.isIdle).toBe(true);
    await act(async () => calls[0]?.reject(new Error('late failure')));

    expect(result.current.isIdle).toBe(true);
    expect(result.current.isError).toBe(false);
  });
});
