import { CheckIcon, MinusIcon } from './icons';
import { cx } from './classNames';
import { PASSWORD_REQUIREMENTS } from '@/lib/password';
import './PasswordRequirements.css';

export interface PasswordRequirementsProps {
  password: string;
  /** Links the list to the password input with aria-describedby. */
  id?: string;
}

/**
 * The live checklist under a new-password field. Each line says "met" or "not met" in words for
 * screen readers and with a tick or dash on screen, so colour is never the only signal.
 */
export function PasswordRequirements({ password, id }: PasswordRequirementsProps) {
  return (
    <div id={id} className="bl-password-requirements">
      <p className="bl-password-requirements__title">Your password needs:</p>
      <ul className="bl-password-requirements__list">
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const isMet = requirement.isMetBy(password);
          const Icon = isMet ? CheckIcon : MinusIcon;
          return (
            <li
              key={requirement.id}
              className={cx('bl-password-requirements__item', isMet && 'bl-password-requirements__item--met')}
            >
              <Icon size={16} className="bl-password-requirements__icon" />
              {requirement.label}
              <span className="visually-hidden">{isMet ? ' (met)' : ' (not met)'}</span>
            </li>
          );
        })}
      </ul>
      <p className="bl-password-requirements__note">
        Use only letters, numbers and{' '}
        <span className="bl-password-requirements__characters">@$!%*?&amp;</span>.
      </p>
    </div>
  );
}
