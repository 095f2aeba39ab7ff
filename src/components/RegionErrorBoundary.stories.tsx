import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ChunkLoadError } from '@/lib/lazyImport';
import { Button } from './Button';
import { RegionErrorBoundary } from './RegionErrorBoundary';
import { codeOnly, componentGuide, textControl } from './testing/storyDocs';
import preview from '#.storybook/preview';

/** A widget that crashes while `isBroken` is true. */
function Widget({ isBroken, name }: { isBroken: () => boolean; name: string }) {
  if (isBroken()) throw new Error(`${name} crashed`);
  return <p>{`${name} is working.`}</p>;
}

function TwoRegions() {
  const [fixed, setFixed] = useState(false);
  const [presses, setPresses] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <RegionErrorBoundary label="Saved searches" onReset={() => setFixed(true)}>
        <Widget name="Saved searches" isBroken={() => !fixed} />
      </RegionErrorBoundary>
      <RegionErrorBoundary label="Results">
        <Widget name="Results" isBroken={() => false} />
        <Button variant="secondary" onPress={() => setPresses((value) => value + 1)}>
          {`Pressed ${presses} times`}
        </Button>
      </RegionErrorBoundary>
    </div>
  );
}

/** One failing region shows a message and Retry in its place only. */
const meta = preview.meta({
  title: 'Components/RegionErrorBoundary',
  component: RegionErrorBoundary,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'Around one region of a screen (a panel, a form) so that if it crashes, the rest of the page keeps working and the region offers Retry.',
    dos: [
      'Name the region as a user would ("Saved searches").',
      'Say what is safe in a custom message ("Nothing was charged.").',
    ],
    donts: ['One boundary around the whole screen: the rest of the page should keep working.'],
  }),
  argTypes: {
    label: textControl("The region's name as a user would say it."),
    message: textControl('What shows instead of the region (default: "<label> could not be shown.").'),
    children: codeOnly('The region.'),
  },
  args: { label: 'Saved searches', children: null },
});

/** Saved searches crash; results keep working; Retry brings saved searches back. */
export const OneRegionFails = meta.story({
  render: () => <TwoRegions />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Saved searches could not be shown.');
    await userEvent.click(canvas.getByRole('button', { name: 'Pressed 0 times' }));
    await expect(canvas.getByRole('button', { name: 'Pressed 1 times' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(canvas.getByText('Saved searches is working.')).toBeInTheDocument();
  },
});

/** A custom message, e.g. for the payment form. */
export const CustomMessage = meta.story({
  args: {
    label: 'Payment form',
    message: 'The payment form could not be shown. Nothing was charged.',
    children: <Widget name="Payment form" isBroken={() => true} />,
  },
});

/** A region whose code stays offline (lazyRegion): it says the network sentence, not "could not be shown". */
function OfflineWidget(): never {
  throw new ChunkLoadError(false, new TypeError('Failed to fetch'));
}

export const CodeDidNotLoad = meta.story({
  args: { label: 'Search filters', children: <OfflineWidget /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Search filters could not be loaded. Network error. Please check your connection.',
    );
  },
});
