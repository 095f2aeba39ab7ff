/** How the browser opened this document (its navigation timing entry); undefined where it does not say. */
export function pageLoadType(): NavigationTimingType | undefined {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type;
}
