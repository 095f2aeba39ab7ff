import { Popover as RACPopover, type PopoverProps as RACPopoverProps } from 'react-aria-components';
import { withBaseClass } from './classNames';
import './Popover.css';

export type PopoverProps = RACPopoverProps;

/** The floating surface under Select, ComboBox and Menu. */
export function Popover({ className, offset = 4, ...props }: PopoverProps) {
  return <RACPopover {...props} offset={offset} className={withBaseClass('bl-popover', className)} />;
}
