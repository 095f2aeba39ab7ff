import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { type FlowStepLink, withFlowStep } from './FlowStep';

type StoryParts = Pick<StoryObj, 'parameters' | 'beforeEach' | 'decorators'>;

/**
 * A step's annotations, for the flow's `meta.story`: typed as the screens' files type them, which a flow
 * that spans many screens cannot name; Storybook reads them as plain annotations.
 */
type FlowStep = object;

/** What a flow step takes from a screen's story file: one of its stories (a CSF factory story), which brings its meta. */
interface ScreenStory {
  /** The parts are typed by the screen's own file; the step reads their parameters, setup and decorators. */
  story: { input: object; meta: { input: object } };
  /** The step's name in the flow, e.g. 'Choose a plan'. */
  name: string;
}

const asList = <Item,>(value: Item | Item[] | undefined): Item[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The catalog's id of a flow's step story, as Storybook derives it from the title and the export name. */
export function flowStepId(flowTitle: string, position: number, name: string): string {
  const kebab = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${kebab(flowTitle)}--step-${position}-${kebab(name)}`;
}

/**
 * The flow's steps as stories: each renders its screen as the screen's own story sets it up (parameters,
 * drafts, fake backend handlers), under a band that links to the steps before and after it. The checks stay
 * in the screens' own stories, so a step has no play function.
 */
export function composeFlow(flow: string, flowTitle: string, screens: ScreenStory[]): FlowStep[] {
  const links: FlowStepLink[] = screens.map((screen, index) => ({
    id: flowStepId(flowTitle, index + 1, screen.name),
    name: screen.name,
  }));
  return screens.map(({ story: screenStory, name }, index) => {
    const story = screenStory.input as StoryParts;
    // A screen's meta: a page without props.
    const meta = screenStory.meta.input as StoryParts & { component: ComponentType };
    const step: StoryObj = {
      name: `${index + 1}. ${name}`,
      render: () => <meta.component />,
      parameters: { ...meta.parameters, ...story.parameters },
      beforeEach: async (context) => {
        const cleanups: (() => unknown)[] = [];
        for (const beforeEach of [...asList(meta.beforeEach), ...asList(story.beforeEach)]) {
          const cleanup = await beforeEach(context);
          if (typeof cleanup === 'function') cleanups.push(cleanup);
        }
        return async () => {
          for (const cleanup of cleanups.reverse()) await cleanup();
        };
      },
      decorators: [
        ...asList(story.decorators),
        ...asList(meta.decorators),
        withFlowStep({
          flow,
          position: index + 1,
          total: screens.length,
          previous: links[index - 1],
          next: links[index + 1],
        }),
      ],
    };
    return step;
  });
}
