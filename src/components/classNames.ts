import { composeRenderProps } from 'react-aria-components';

type ClassName = string | false | null | undefined;

/** Joins the truthy class names. */
export function cx(...classNames: ClassName[]): string {
  return classNames.filter(Boolean).join(' ');
}

/**
 * A wrapper's className for its React Aria component: the wrapper's own classes first, then the
 * caller's `className`, which may be a string or a function of the component's render props.
 */
export function withClassName<RenderProps>(
  className:
    string | ((renderProps: RenderProps & { defaultClassName: string | undefined }) => string) | undefined,
  ...own: ClassName[]
) {
  return composeRenderProps(className, (callerClassName) => cx(...own, callerClassName));
}
