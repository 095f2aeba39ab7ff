/**
 * The US states and DC, from the contract's StateCode (its names in `x-enum-descriptions`): the
 * dashboard's state filter speaks USPS codes (GET /bids/ `states`), while the states list and the
 * profile's coverage carry only names.
 */
import { US_STATES } from './generated/usStates';

export { US_STATES };

const CODE_BY_NAME = new Map<string, string>(
  US_STATES.map((state) => [state.name.toLowerCase(), state.code]),
);
const NAME_BY_CODE = new Map<string, string>(US_STATES.map((state) => [state.code, state.name]));

/** 'Arizona' -> 'AZ' (undefined for a name that is not a US state). */
export function stateCodeOf(name: string): string | undefined {
  return CODE_BY_NAME.get(name.trim().toLowerCase());
}

/** 'AZ' -> 'Arizona' (the code itself when unknown). */
export function stateNameOf(code: string): string {
  return NAME_BY_CODE.get(code) ?? code;
}
