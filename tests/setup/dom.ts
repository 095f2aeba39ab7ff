import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetStorageRefusal } from '@/lib/session';

afterEach(() => {
  cleanup();
  // The storage notice renders in a root of its own, outside the test's container; test files share a
  // worker's document (vitest.config.ts), so it would stay for the next file.
  for (const notice of document.querySelectorAll('.storage-notice')) notice.parentElement?.remove();
  localStorage.clear();
  sessionStorage.clear();
  forgetStorageRefusal();
});
