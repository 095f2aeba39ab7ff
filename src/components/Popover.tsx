import { Popover as RACPopover, type PopoverProps as RACPopoverProps } from 'react-aria-components/Popover';
import { withClassName } from './withClassName';
import './Popover.css';

export type PopoverProps = RACPopoverProps;

/** The floating surface under Select and ComboBox. */
export function Popover({ className, offset = 4, ...props }: PopoverProps) {
  return <RACPopover {...props} offset={offset} className={withClassName(className, 'bl-popover')} />;
}
