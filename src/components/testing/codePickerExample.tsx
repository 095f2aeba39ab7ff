import { useState } from 'react';
import { CodePicker, type CodeSearchResult, type PickedCode } from '../CodePicker';

/** A small NAICS catalog for the picker's story and tests. */
export const EXAMPLE_CODES: PickedCode[] = [
  { code: '236220', title: 'Commercial and Institutional Building Construction' },
  { code: '237310', title: 'Highway, Street, and Bridge Construction' },
  { code: '238910', title: 'Site Preparation Contractors' },
];

/** Stands in for a feature's search hook: codes whose number or title contains the text. */
export function useExampleCodeSearch(search: string): CodeSearchResult {
  const words = search.toLowerCase();
  return {
    data: {
      results: EXAMPLE_CODES.filter((code) => `${code.code} ${code.title}`.toLowerCase().includes(words)),
    },
    isFetching: false,
    isError: false,
  };
}

/** The picker with its chosen codes in state, as a feature keeps them. */
export function ExampleCodePicker({ initial = [] }: { initial?: PickedCode[] }) {
  const [chosen, setChosen] = useState(initial);
  return (
    <CodePicker
      label="NAICS codes"
      description="Type words or the first digits, like paving or 2373."
      selected={chosen}
      onChange={setChosen}
      useSearch={useExampleCodeSearch}
    />
  );
}
