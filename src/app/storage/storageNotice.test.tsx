// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/session';
import { renderApp } from '../testing/renderApp';
import { showStorageNotice } from './showStorageNotice';

vi.mock('./showStorageNotice', () => ({ showStorageNotice: vi.fn() }));

function refuseStorageWrites() {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

describe('the storage notice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(showStorageNotice).mockClear();
  });

  it('is shown when the browser refuses to store the session', async () => {
    renderApp('/');
    refuseStorageWrites();
    setAccessToken('token');

    await waitFor(() => expect(showStorageNotice).toHaveBeenCalledOnce());
  });

  it('is not shown when the app is gone before the notice has loaded', async () => {
    const { unmount } = renderApp('/');
    refuseStorageWrites();
    setAccessToken('token');
    unmount();

    // The app asked for the notice's code before it went; that import settles before this one does.
    await import('./showStorageNotice');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(showStorageNotice).not.toHaveBeenCalled();
  });
});
