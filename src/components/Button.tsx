import { useEffect, useMemo, useRef, type Ref } from 'react';
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  type ButtonRenderProps,
} from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { announce } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { mergeRefs } from 'react-aria/mergeRefs';
import { Spinner } from './Spinner';
import { withClassName } from './withClassName';
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
  ref?: Ref<HTMLButtonElement>;
}

/** Handlers a pending button keeps, as RAC's own pending state does: focus and hover only. */
const KEPT_WHILE_PENDING = /Focus|Blur|Hover|Pointer(Enter|Leave|Over|Out)|Mouse(Enter|Leave|Over|Out)/;

function withoutInteractions(props: RACButtonProps): RACButtonProps {
  return Object.fromEntries(
    Object.entries(props).filter(([key]) => !key.startsWith('on') || KEPT_WHILE_PENDING.test(key)),
  );
}

/** Gives a render-prop function our pending state (RAC never sees it, so its own value is always false). */
function withPendingState<Value, Values extends ButtonRenderProps>(
  value: Value | ((values: Values) => Value),
  isPending: boolean,
): Value | ((values: Values) => Value) {
  return typeof value === 'function'
    ? (values: Values) => (value as (values: Values) => Value)({ ...values, isPending })
    : value;
}

/**
 * The pending state is ours, not RAC's: RAC announces a focused button going pending with a
 * live-region node that points at the button by id for 7 s, and once the button is gone (the form
 * moved on) that reference dangles (axe role-img-alt). We announce the words themselves instead, and
 * keep RAC's pending behaviour: focus stays, presses and implicit form submission are ignored.
 */
export function Button({
  variant,
  size,
  isFullWidth,
  pendingLabel = 'Please wait',
  isPending = false,
  className,
  style,
  children,
  type,
  ref,
  ...props
}: ButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The same ref from render to render: a new one makes React detach and attach it on every commit
  // (and RAC merge it again), which rows of buttons pay on each search.
  const mergedRef = useMemo(() => (ref ? mergeRefs(buttonRef, ref) : buttonRef), [ref]);
  const wasPending = useRef(isPending);
  useEffect(() => {
    const button = buttonRef.current;
    if (isPending !== wasPending.current && button && button === document.activeElement) {
      const label = isPending ? pendingLabel : (button.textContent ?? '').trim();
      if (label) announce(label, 'assertive');
    }
    wasPending.current = isPending;
  }, [isPending, pendingLabel]);

  return (
    <RACButton
      {...(isPending ? withoutInteractions(props) : props)}
      ref={mergedRef}
      type={isPending && type === 'submit' ? 'button' : type}
      aria-disabled={isPending || props['aria-disabled'] || undefined}
      className={withPendingState(
        withClassName(
          className,
          buttonClassName({ variant, size, isFullWidth }),
          isPending && 'bl-button--pending',
        ),
        isPending,
      )}
      style={withPendingState(style, isPending)}
    >
      {composeRenderProps(withPendingState(children, isPending), (content) => (
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
