import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { cx } from './classNames';

type ClassName = string | false | null | undefined;

/**
 * A wrapper's className for its React Aria component: the wrapper's own classes first, then the
 * caller's `className`, which may be a string or a function of the component's render props.
 * Apart from classNames.ts (cx), which the site chrome puts on every page: only React Aria wrappers
 * import this, so the landing page loads none of React Aria.
 */
export function withClassName<RenderProps>(
  className:
    string | ((renderProps: RenderProps & { defaultClassName: string | undefined }) => string) | undefined,
  ...own: ClassName[]
) {
  return composeRenderProps(className, (callerClassName) => cx(...own, callerClassName));
}
