type ClassName = string | false | null | undefined;

/** Joins the truthy class names. */
export function cx(...classNames: ClassName[]): string {
  return classNames.filter(Boolean).join(' ');
}

type ClassNameRenderProps<RenderProps> = RenderProps & { defaultClassName: string | undefined };

/**
 * A wrapper's className for its React Aria component: the wrapper's own classes first, then the
 * caller's `className`, which may be a string or a function of the component's render props.
 * What React Aria's composeRenderProps does, written here: this module is in the entry chunk of
 * every page (the site chrome uses cx), and importing react-aria-components brought about 2 KB gzip
 * of React Aria's utilities to the landing page, which renders no React Aria component.
 */
export function withClassName<RenderProps>(
  className: string | ((renderProps: ClassNameRenderProps<RenderProps>) => string) | undefined,
  ...own: ClassName[]
): (renderProps: ClassNameRenderProps<RenderProps>) => string {
  return (renderProps) => cx(...own, typeof className === 'function' ? className(renderProps) : className);
}
