import type { ReactNode } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { cx } from './classNames';
import { Popover, type PopoverProps } from './Popover';
import './PopoverDialog.css';

export interface PopoverDialogProps {
  /** The heading; also the dialog's accessible name. */
  title: ReactNode;
  placement?: PopoverProps['placement'];
  /** Sets the width (and anything else) of this popover. */
  className?: string;
  children: ReactNode;
  /**
   * Outside a DialogTrigger (one popover for the buttons of many rows): the button it floats from, and
   * its open state.
   */
  triggerRef?: PopoverProps['triggerRef'];
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A short explanation that floats from the button that opened it, inside a DialogTrigger: a title and a
 * few lines (why a bid scores what it does, search tips, what a plan adds). Esc or a press outside closes it.
 */
export function PopoverDialog({ title, className, children, ...popover }: PopoverDialogProps) {
  return (
    <Popover {...popover} className={cx('bl-popover-dialog', className)}>
      <Dialog className="bl-popover-dialog__dialog">
        <Heading slot="title" className="bl-popover-dialog__title">
          {title}
        </Heading>
        {children}
      </Dialog>
    </Popover>
  );
}
