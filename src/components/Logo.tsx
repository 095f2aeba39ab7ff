import { brand } from '@/lib/brand';
import { cx } from './classNames';
import { LanternIcon } from './icons';
import './Logo.css';

export interface LogoProps {
  /** `full` = mark + wordmark; `mark` = the lantern alone (it then carries the brand name as its label). */
  variant?: 'full' | 'mark';
  size?: 'sm' | 'md' | 'lg';
  /** Light text for navy backgrounds (footer). */
  onDark?: boolean;
  className?: string;
}

export function Logo({ variant = 'full', size = 'md', onDark = false, className }: LogoProps) {
  return (
    <span className={cx('bl-logo', `bl-logo--${size}`, onDark && 'bl-logo--on-dark', className)}>
      <span className="bl-logo__mark">
        <LanternIcon title={variant === 'mark' ? brand.name : undefined} />
      </span>
      {variant === 'full' && <span className="bl-logo__wordmark">{brand.name}</span>}
    </span>
  );
}
