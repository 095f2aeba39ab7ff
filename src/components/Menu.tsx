import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps,
  type MenuProps as RACMenuProps,
  MenuTrigger,
  Separator,
} from 'react-aria-components';
import { Popover } from './Popover';
import { withBaseClass } from './classNames';
import './Menu.css';

export { MenuTrigger };

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

/** A menu in its popover; put it after the trigger button inside `MenuTrigger`. */
export function Menu<T extends object>({ className, placement = 'bottom start', ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement}>
      <RACMenu {...props} className={withBaseClass('bl-menu', className)} />
    </Popover>
  );
}

export function MenuItem({ className, ...props }: MenuItemProps) {
  return <RACMenuItem {...props} className={withBaseClass('bl-menu__item', className)} />;
}

export function MenuSeparator() {
  return <Separator className="bl-menu__separator" />;
}
