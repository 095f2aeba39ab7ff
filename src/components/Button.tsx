import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { Spinner } from './Spinner';
import { withBaseClass } from './classNames';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './buttonClassName';

export { buttonClassName, type ButtonSize, type ButtonVariant };

export interface ButtonProps extends RACButtonProps {
  /** primary = amber call to action; secondary = navy outline; ghost = quiet; danger = destructive; link = looks like a link. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Read by screen readers while `isPending` (the visible label is hidden behind the spinner). */
  pendingLabel?: string;
  /** Stretch to the container width (phones, dialogs). */
  isFullWidth?: boolean;
}

export function Button({
  variant,
  size,
  isFullWidth,
  pendingLabel = 'Please wait',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={withBaseClass(buttonClassName({ variant, size, isFullWidth }), className)}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {/* The label stays in the layout while pending so the button keeps its width. */}
          <span className="bl-button__content" aria-hidden={isPending || undefined}>
            {content}
          </span>
          {isPending && <Spinner className="bl-button__spinner" size="sm" label={pendingLabel} />}
        </>
      ))}
    </RACButton>
  );
}
