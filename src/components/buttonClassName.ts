// Kept apart from Button.tsx (no react-aria import) so a plain link styled as a button, like the
// header's, doesn't pull React Aria into the landing bundle.
import { cx } from './classNames';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
}

/** Class names for anything that should look like a button (a Link styled as a call to action, too). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
}: ButtonLook): string {
  return cx('bl-button', `bl-button--${variant}`, `bl-button--${size}`, isFullWidth && 'bl-button--full');
}
