import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components/Link';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './Button';
import { withClassName } from './withClassName';
import { ExternalLinkIcon } from './icons';
import { linkClassName, type LinkVariant } from './linkClassName';

export interface LinkProps extends RACLinkProps {
  /** `inline` sits in running text (always underlined); `standalone` is a link on its own line; `nav` is for menus. */
  variant?: LinkVariant;
  /** Make the link look like a button (e.g. "Upgrade Plan" going to /pricing). */
  buttonVariant?: ButtonVariant;
  buttonSize?: ButtonSize;
}

/**
 * A RAC Link. Internal `href`s go through react-router: the app shell, tests and Storybook's preview wrap the
 * tree in `AriaRouterBridge` (src/lib), so `<Link href="/pricing">` navigates
 * client-side. Links with `target="_blank"` get an icon and "(opens in a new tab)" for screen readers.
 */
export function Link({
  variant = 'inline',
  buttonVariant,
  buttonSize,
  className,
  children,
  ...props
}: LinkProps) {
  const opensNewTab = props.target === '_blank';
  const baseClassName = buttonVariant
    ? buttonClassName({ variant: buttonVariant, size: buttonSize })
    : linkClassName(variant);
  return (
    <RACLink
      {...props}
      rel={opensNewTab ? (props.rel ?? 'noopener noreferrer') : props.rel}
      className={withClassName(className, baseClassName)}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {opensNewTab && (
            <>
              <ExternalLinkIcon size={14} className="bl-link__external" />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </>
          )}
        </>
      ))}
    </RACLink>
  );
}
