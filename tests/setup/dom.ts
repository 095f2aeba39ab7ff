import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toastQueue } from '@/components/toastQueue';
import { forgetStorageRefusal } from '@/lib/session';
import { forgetInteractionModality } from '@/testing/interactionModality';

// Screens and dialogs are code-split: the first test in a worker to open one waits while vitest
// transforms its modules, several seconds on a busy 2-core machine, and `npm test` runs vitest beside
// the static checks and the builds (scripts/test-all.mjs). Testing Library's default of 1 s is a guess
// at rendering, not at that; a longer wait only slows a test that fails.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // The storage notice renders in a root of its own, outside the test's container; test files share a
  // worker's document (vitest.config.ts), so it would stay for the next file.
  for (const notice of document.querySelectorAll('.storage-notice')) notice.parentElement?.remove();
  // The toast queue is one per module graph, shared the same way: a toast left showing would appear
  // in the next file's app.
  toastQueue.clear();
  localStorage.clear();
  sessionStorage.clear();
  forgetStorageRefusal();
  // React Aria's last input is one per module graph too.
  forgetInteractionModality();
});
