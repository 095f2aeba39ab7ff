import type { ReactNode } from 'react';
import { cx } from './classNames';
import { AlertIcon, CheckCircleIcon } from './icons';
import './Alert.css';

export interface AlertProps {
  tone: 'success' | 'error';
  children: ReactNode;
}

/**
 * A message about a whole form (a server refusal, a code sent). Errors interrupt screen readers
 * (role="alert"); successes wait their turn (role="status"). The icon keeps the meaning from
 * resting on colour alone.
 */
export function Alert({ tone, children }: AlertProps) {
  const Icon = tone === 'success' ? CheckCircleIcon : AlertIcon;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx('bl-alert', `bl-alert--${tone}`)}>
      <Icon className="bl-alert__icon" size={20} />
      <div className="bl-alert__message">{children}</div>
    </div>
  );
}
