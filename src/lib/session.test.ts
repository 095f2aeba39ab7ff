import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken, isStorageBlocked, setAccessToken } from './session';

// jsdom's own localStorage, put back after a test replaces it: test files share one worker's globals.
const localStorageDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

afterEach(() => {
  vi.restoreAllMocks();
  if (localStorageDescriptor) Object.defineProperty(globalThis, 'localStorage', localStorageDescriptor);
  clearSession();
});

describe('the session when the browser refuses storage', () => {
  it('keeps the access token in memory when storage is full, so login still succeeds', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    expect(() => setAccessToken('fresh')).not.toThrow();
    expect(getAccessToken()).toBe('fresh');
    expect(isStorageBlocked()).toBe(true);
  });

  it('keeps the access token in memory when even reaching localStorage throws (site data blocked)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });

    expect(getAccessToken()).toBeNull();
    expect(() => setAccessToken('fresh')).not.toThrow();
    expect(getAccessToken()).toBe('fresh');
    expect(isStorageBlocked()).toBe(true);
    clearSession();
    expect(getAccessToken()).toBeNull();
  });
});
