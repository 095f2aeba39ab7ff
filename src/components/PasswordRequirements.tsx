import { CheckIcon, MinusIcon } from './icons';
import { cx } from './classNames';
import { PASSWORD_REQUIREMENTS, type PasswordRequirement } from '@/lib/password';
import './PasswordRequirements.css';

export interface PasswordRequirementsProps {
  password: string;
  /** Links the list to the password input with aria-describedby. */
  id?: string;
  /** The rules to list; the reset screen's (only @$!%*?& as specials) unless a form has its own. */
  requirements?: readonly PasswordRequirement[];
}

/**
 * The live checklist under a new-password field. Each line says "met" or "not met" in words for
 * screen readers and with a tick or dash on screen, so colour is never the only signal.
 */
export function PasswordRequirements({
  password,
  id,
  requirements = PASSWORD_REQUIREMENTS,
}: PasswordRequirementsProps) {
  // The note on allowed characters belongs to the reset screen's rules only.
  const limitsCharacters = requirements === PASSWORD_REQUIREMENTS;
  return (
    <div id={id} className="bl-password-requirements">
      <p className="bl-password-requirements__title">Your password needs:</p>
      <ul className="bl-password-requirements__list">
        {requirements.map((requirement) => {
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
      {limitsCharacters && (
        <p className="bl-password-requirements__note">
          Use only letters, numbers and{' '}
          <span className="bl-password-requirements__characters">@$!%*?&amp;</span>.
        </p>
      )}
    </div>
  );
}
