import { useMediaQuery } from '@/lib/useMediaQuery';

/** True when the user asked the system for less motion; follows changes live. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
