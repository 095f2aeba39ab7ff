import type { ArgTypes, Decorator, StoryContext } from '@storybook/react-vite';
import { type ComponentType, Fragment, type ReactElement, type ReactNode, createElement, useId } from 'react';
import { expect, within } from 'storybook/test';

type InputType = ArgTypes[string];

/**
 * The catalog's docs pages (stories import this, the app never does): the one line on when to use a
 * component, its guide, its overview of variants, and the controls its props share, so each story's
 * meta stays short.
 */
export function whenToUse(description: string) {
  return { docs: { description: { component: description } } };
}

/** What a component's docs page says before its stories: how a designer or a reviewer picks and places it. */
export interface ComponentGuide {
  /** One line: when to use this component at all, and what to use instead. */
  summary: string;
  /** Its variants (or its siblings) compared, one line each: name, then when to pick it. */
  variants?: Readonly<Record<string, string>>;
  /** Two or three concrete things to do, in this product's words. */
  dos: readonly string[];
  /** Two or three concrete things not to do. */
  donts: readonly string[];
}

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** The guide as the docs page's description (markdown under the title). */
export function componentGuide({ summary, variants, dos, donts }: ComponentGuide) {
  const sections = [summary];
  if (variants) {
    const lines = Object.entries(variants).map(([name, when]) => `**${name}**: ${when}`);
    sections.push('## When to use which', bullets(lines));
  }
  sections.push('## Do', bullets(dos), "## Don't", bullets(donts));
  return whenToUse(sections.join('\n\n'));
}

/** The parts of a story an overview reuses: its args, its render and its decorators (not its play). */
export interface OverviewVariant<Args> {
  args?: Partial<Args>;
  render?: (args: Args, context: StoryContext<Args>) => ReactNode;
  decorators?: Decorator<Args> | readonly Decorator<Args>[] | readonly Decorator[];
}

/**
 * A story of the same file (a CSF factory story: what it reuses is its `input`) or a variant written on the
 * spot. The story's own types are the file's component's; the overview draws it with the story's args.
 */
export type OverviewEntry<Args> = OverviewVariant<Args> | { input: object };

const variantOf = <Args>(entry: OverviewEntry<Args>) =>
  ('input' in entry ? entry.input : entry) as OverviewVariant<Args>;

interface OverviewOptions {
  /** The narrowest a variant's column gets (CSS length); wide components want more. Default 12rem. */
  columnWidth?: string;
}

/** One variant, drawn by a component of its own so a render that uses hooks keeps them. */
function VariantCell({ paint }: { paint: () => ReactNode }) {
  return paint();
}

/** A variant under its caption; the caption names the figure (aria-labelledby, as not every reader takes it from figcaption). */
function VariantFigure({ caption, paint }: { caption: string; paint: () => ReactNode }) {
  const captionId = useId();
  return createElement(
    'figure',
    {
      'aria-labelledby': captionId,
      style: { margin: 0, display: 'grid', gap: 'var(--bl-space-2)' },
    },
    createElement(
      'figcaption',
      {
        id: captionId,
        style: { fontSize: 'var(--bl-font-size-sm)', color: 'var(--bl-color-text-muted)' },
      },
      caption,
    ),
    createElement('div', null, createElement(VariantCell, { paint })),
  );
}

function paintVariant<Args extends object>(
  variant: OverviewVariant<Args>,
  args: Args,
  context: StoryContext<Args>,
) {
  const merged = { ...args, ...variant.args } as Args;
  const story = () =>
    variant.render
      ? createElement(Fragment, null, variant.render(merged, context))
      : createElement(context.component as ComponentType<Args>, merged);
  // A story's decorators take its component's args; the overview hands them the variant's.
  const decorators = [variant.decorators ?? []].flat() as Decorator<Args>[];
  return decorators.reduce<() => ReactElement>(
    (inner, decorator) => () => decorator(inner, { ...context, args: merged }),
    story,
  )();
}

/**
 * A story that shows the given stories side by side, each under its caption (the record's key), so a
 * docs page leads with every variant at once. Takes a function because the stories it shows are
 * declared after it (the overview comes first in its file). Its play checks that every variant is
 * there, captioned, with something drawn.
 */
export function variantOverview<Args extends object>(
  variants: () => Readonly<Record<string, OverviewEntry<NoInfer<Args>>>>,
  { columnWidth = '12rem' }: OverviewOptions = {},
) {
  return {
    render: (args: Args, context: StoryContext<Args>) =>
      createElement(
        'div',
        {
          style: {
            display: 'grid',
            gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${columnWidth}), 1fr))`,
            gap: 'var(--bl-space-6) var(--bl-space-8)',
            alignItems: 'start',
          },
        },
        Object.entries(variants()).map(([caption, variant]) =>
          createElement(VariantFigure, {
            key: caption,
            caption,
            paint: () => paintVariant(variantOf(variant), args, context),
          }),
        ),
      ),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      for (const caption of Object.keys(variants())) {
        const figure = canvas.getByRole('figure', { name: caption });
        await expect(figure.lastElementChild?.hasChildNodes()).toBe(true);
      }
    },
  };
}

export const textControl = (description: string): InputType => ({ control: 'text', description });
export const numberControl = (description: string): InputType => ({ control: 'number', description });
export const booleanControl = (description: string): InputType => ({ control: 'boolean', description });
export const choiceControl = (options: readonly (string | number)[], description: string): InputType => ({
  control: 'inline-radio',
  options: [...options],
  description,
});
/** A prop that takes code (components, callbacks, data): documented, but not editable in the panel. */
export const codeOnly = (description: string): InputType => ({ control: false, description });

export const disabledControl = booleanControl('Shown but not usable; skipped by Tab.');

/** Label, hint, error and validation states: what TextField, Select, ComboBox and the groups share. */
export const fieldArgTypes = {
  label: textControl('Visible label; also the accessible name.'),
  description: textControl('Hint under the control, read with it by screen readers.'),
  errorMessage: textControl(
    "Shown while the field is invalid (default 'This field is required' when empty).",
  ),
  isRequired: booleanControl('Marks the field required (*) and checks it on submit.'),
  isInvalid: booleanControl('Shows the error state and the error message.'),
  isDisabled: disabledControl,
} satisfies Record<string, InputType>;
