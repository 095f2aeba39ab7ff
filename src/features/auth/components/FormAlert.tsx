import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, cx } from '@/components';
import './FormAlert.css';

interface FormAlertProps {
  tone: 'success' | 'error';
  children: ReactNode;
}

/**
 * A message about the whole form (a server refusal, a finished reset). Errors interrupt screen
 * readers (role="alert"); successes wait their turn (role="status"). The icon keeps the meaning
 * from resting on colour alone.
 */
export function FormAlert({ tone, children }: FormAlertProps) {
  const Icon = tone === 'success' ? CheckCircleIcon : AlertIcon;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx('auth-alert', `auth-alert--${tone}`)}>
      <Icon className="auth-alert__icon" size={20} />
      <div className="auth-alert__message">{children}</div>
    </div>
  );
}
