import { createIcon } from './createIcon';

/** A padlock: a feature the current plan does not include. In its own module so pages without one never load it. */
export const LockIcon = createIcon(
  'LockIcon',
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
