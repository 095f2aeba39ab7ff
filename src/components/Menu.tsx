import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuTrigger,
} from 'react-aria-components/Menu';
import { Separator } from 'react-aria-components/Separator';
import { Popover } from './Popover';
import { withClassName } from './withClassName';
import './Menu.css';

export { MenuTrigger };

/** A list of actions in a popover, opened by the Button inside its MenuTrigger (arrow keys, type-ahead, Esc). */
export function Menu<T extends object>({ className, ...props }: RACMenuProps<T>) {
  return (
    <Popover placement="bottom end" className="bl-menu-popover">
      <RACMenu {...props} className={withClassName(className, 'bl-menu')} />
    </Popover>
  );
}

/** One action in a Menu. */
export function MenuItem({ className, ...props }: RACMenuItemProps) {
  return <RACMenuItem {...props} className={withClassName(className, 'bl-menu__item')} />;
}

/** A line between groups of actions. */
export function MenuSeparator() {
  return <Separator className="bl-menu__separator" />;
}
