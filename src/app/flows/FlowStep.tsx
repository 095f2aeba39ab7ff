import type { Decorator } from '@storybook/react-vite';
import './FlowStep.css';

export interface FlowStepLink {
  /** The story's id in the catalog, e.g. `flows-sign-up-and-pay--step-2-company`. */
  id: string;
  name: string;
}

interface FlowStepProps {
  flow: string;
  position: number;
  total: number;
  previous?: FlowStepLink;
  next?: FlowStepLink;
}

/** `target="_top"`: the story runs in the catalog's frame; the link moves the whole catalog to the step. */
function StepLink({ step, label }: { step: FlowStepLink; label: string }) {
  return (
    <a className="bl-flow-step__link" href={`./?path=/story/${step.id}`} target="_top">
      {label}: {step.name}
    </a>
  );
}

/** The band above a flow's screen: where this step sits in the flow and links to the steps around it. */
export function FlowStep({ flow, position, total, previous, next }: FlowStepProps) {
  return (
    <nav className="bl-flow-step" aria-label={`${flow}, step ${position} of ${total}`}>
      <p className="bl-flow-step__where">
        {flow} · step {position} of {total}
      </p>
      {previous ? <StepLink step={previous} label="Previous" /> : null}
      {next ? <StepLink step={next} label="Next" /> : null}
    </nav>
  );
}

export function withFlowStep(props: FlowStepProps): Decorator {
  return (Story) => (
    <>
      <FlowStep {...props} />
      <Story />
    </>
  );
}
