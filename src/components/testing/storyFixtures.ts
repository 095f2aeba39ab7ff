/** Sample data shared by the component stories (not used by the app). */
import { US_STATES } from '@/api/usStates';
import type { SelectOption } from '../ListBox';

export const stateOptions: SelectOption[] = US_STATES.map(({ name }, index) => ({
  id: index + 1,
  label: name,
}));

export const employeeCountOptions: SelectOption[] = [
  { id: '1-10', label: '1-10' },
  { id: '11-50', label: '11-50' },
  { id: '51-200', label: '51-200' },
  { id: '201-500', label: '201-500' },
  { id: '500+', label: 'More than 500' },
];
