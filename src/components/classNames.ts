/** Joins the truthy class names. */
export function cx(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}

/**
 * Prepends our `bl-` class to a RAC `className`, which may be a string or a function of render props,
 * so callers' function classNames keep working.
 */
export function withBaseClass<RenderProps>(
  baseClassName: string,
  className: string | ((renderProps: RenderProps) => string) | undefined,
): string | ((renderProps: RenderProps) => string) {
  return typeof className === 'function'
    ? (renderProps) => cx(baseClassName, className(renderProps))
    : cx(baseClassName, className);
}
