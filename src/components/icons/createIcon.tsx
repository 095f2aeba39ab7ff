import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Pixel size of the square icon. */
  size?: number;
  /** Gives the icon an accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

/**
 * Builds an inline SVG icon on a 24x24 grid (stroke style, `currentColor`), so icons follow text colour
 * and need no network request.
 */
export function createIcon(displayName: string, paths: ReactNode, { filled = false } = {}) {
  function Icon({ size = 20, title, ...svgProps }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        role={title ? 'img' : undefined}
        aria-label={title}
        aria-hidden={title ? undefined : true}
        {...svgProps}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
