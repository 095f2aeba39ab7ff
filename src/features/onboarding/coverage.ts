import type { Region, State } from './api/types';

/** The census regions a user can add in one go (National is every state). */
export const REGIONS: ReadonlyArray<{ value: Region; description: string }> = [
  { value: 'Northeast', description: 'New England and the Mid-Atlantic' },
  { value: 'Midwest', description: 'From Ohio to the Dakotas' },
  { value: 'South', description: 'From Delaware to Texas' },
  { value: 'West', description: 'The Mountain and Pacific states' },
  { value: 'National', description: 'Every state and DC' },
];

export function statesOfRegion(states: readonly State[], region: Region): number[] {
  return states.filter((state) => region === 'National' || state.region === region).map((state) => state.id);
}

/** Adding a region keeps the states picked by hand: replacing them would lose the user's own choices. */
export function addRegion(states: readonly State[], chosen: readonly number[], region: Region): number[] {
  return [...new Set([...chosen, ...statesOfRegion(states, region)])];
}

export function removeRegion(states: readonly State[], chosen: readonly number[], region: Region): number[] {
  const regionIds = new Set(statesOfRegion(states, region));
  return chosen.filter((id) => !regionIds.has(id));
}

export function hasWholeRegion(states: readonly State[], chosen: readonly number[], region: Region): boolean {
  const picked = new Set(chosen);
  const regionIds = statesOfRegion(states, region);
  return regionIds.length > 0 && regionIds.every((id) => picked.has(id));
}

/**
 * The single region the contract stores (GeographicCoverage.region): National when every state is
 * chosen, else the region holding most of the chosen states (the first on a tie), or null for none.
 */
export function regionOf(states: readonly State[], chosen: readonly number[]): Region | null {
  if (chosen.length === 0) return null;
  if (hasWholeRegion(states, chosen, 'National')) return 'National';
  const picked = new Set(chosen);
  let best: { region: Region; count: number } | null = null;
  for (const { value } of REGIONS) {
    if (value === 'National') continue;
    const count = statesOfRegion(states, value).filter((id) => picked.has(id)).length;
    if (count > 0 && (!best || count > best.count)) best = { region: value, count };
  }
  return best?.region ?? null;
}

export interface CoverageGroup {
  /** A whole region chosen (removed together), or one state. */
  kind: 'region' | 'state';
  id: string;
  label: string;
}

/**
 * The chosen states as chips: a region chosen whole is one chip ("South, all 17 states"), so the
 * summary stays short; the other states are one chip each.
 */
export function coverageChips(states: readonly State[], chosen: readonly number[]): CoverageGroup[] {
  if (hasWholeRegion(states, chosen, 'National'))
    return [{ kind: 'region', id: 'National', label: `Every state (${states.length})` }];
  const grouped = new Set<number>();
  const chips: CoverageGroup[] = [];
  for (const { value } of REGIONS) {
    if (value === 'National' || !hasWholeRegion(states, chosen, value)) continue;
    const ids = statesOfRegion(states, value);
    ids.forEach((id) => grouped.add(id));
    chips.push({
      kind: 'region',
      id: value,
      label: ids.length === 1 ? `${value}, its 1 state` : `${value}, all ${ids.length} states`,
    });
  }
  const picked = new Set(chosen);
  for (const state of states)
    if (picked.has(state.id) && !grouped.has(state.id))
      chips.push({ kind: 'state', id: String(state.id), label: state.name });
  return chips;
}

/**
 * The coverage the next step opens with once company build names the home state, so the state is
 * asked once: a coverage still untouched (no states, or only the home state chosen before,
 * `previousHome`) becomes the new home state; a coverage the user chose stays as it is.
 */
export function coverageWithHomeState(
  states: readonly State[],
  coverage: { region: Region | null; states: readonly number[] },
  previousHome: number | null,
  home: number,
): { region: Region | null; states: number[] } {
  const isUntouched =
    coverage.states.length === 0 || (coverage.states.length === 1 && coverage.states[0] === previousHome);
  if (!isUntouched) return { region: coverage.region, states: [...coverage.states] };
  return { region: regionOf(states, [home]), states: [home] };
}
