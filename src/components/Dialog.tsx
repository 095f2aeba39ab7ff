import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';
import {
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  DialogTrigger,
} from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal as RACModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components/Modal';
import { cx } from './classNames';
import { withClassName } from './withClassName';
import { CloseIcon } from './icons';
import './IconButton.css';
import './Dialog.css';

export { DialogTrigger };

export interface ModalProps extends ModalOverlayProps {
  /** A centred panel of that width, or `sheet`: the full height of the screen, from its edge. */
  size?: 'sm' | 'md' | 'lg' | 'sheet';
}

/** The overlay and the panel a Dialog sits in. Dismissable by Escape and by a click outside unless told otherwise. */
export function Modal({ size = 'md', isDismissable = true, className, children, ...props }: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      className={`bl-modal-overlay bl-modal-overlay--${size}`}
    >
      <RACModal className={withClassName(className, 'bl-modal', `bl-modal--${size}`)}>{children}</RACModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom (receives `close`). */
  footer?: (close: () => void) => ReactNode;
  /** Hide the corner close button (e.g. while a step must finish). */
  hideCloseButton?: boolean;
}

export function Dialog({
  title,
  children,
  footer,
  hideCloseButton = false,
  className,
  ...props
}: DialogProps) {
  return (
    <RACDialog {...props} className={cx('bl-dialog', className)}>
      {({ close }) => (
        <>
          <div className="bl-dialog__header">
            <Heading slot="title" className="bl-dialog__title">
              {title}
            </Heading>
            {!hideCloseButton && (
              <RACButton slot="close" className="bl-icon-button bl-dialog__close" aria-label="Close">
                <CloseIcon />
              </RACButton>
            )}
          </div>
          <div className="bl-dialog__body">{typeof children === 'function' ? children(close) : children}</div>
          {footer && <div className="bl-dialog__footer">{footer(close)}</div>}
        </>
      )}
    </RACDialog>
  );
}
