import { type Modality, setInteractionModality } from 'react-aria/useFocusVisible';

/**
 * React Aria's last input (keyboard or pointer) back to a fresh page's, before any input. It is one per
 * module graph, so a test or story that typed would otherwise give the next one keyboard focus rings
 * (and whatever reads the modality, such as a closed look that takes over on keyboard focus, would act
 * by the order they ran in). Null is a fresh page's value, which React Aria's type leaves out.
 */
export function forgetInteractionModality(): void {
  setInteractionModality(null as unknown as Modality);
}
