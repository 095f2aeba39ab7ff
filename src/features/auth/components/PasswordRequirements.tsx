import { CheckIcon, MinusIcon, cx } from '@/components';
import { PASSWORD_REQUIREMENTS } from '@/lib/password';
import './PasswordRequirements.css';

interface PasswordRequirementsProps {
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
    <div id={id} className="password-requirements">
      <p className="password-requirements__title">Your password needs:</p>
      <ul className="password-requirements__list">
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const isMet = requirement.isMetBy(password);
          const Icon = isMet ? CheckIcon : MinusIcon;
          return (
            <li
              key={requirement.id}
              className={cx('password-requirements__item', isMet && 'password-requirements__item--met')}
            >
              <Icon size={16} className="password-requirements__icon" />
              {requirement.label}
              <span className="visually-hidden">{isMet ? ' (met)' : ' (not met)'}</span>
            </li>
          );
        })}
      </ul>
      <p className="password-requirements__note">
        Use only letters, numbers and <span className="password-requirements__characters">@$!%*?&amp;</span>.
      </p>
    </div>
  );
}
