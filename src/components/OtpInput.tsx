import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { cx } from './classNames';
import './Field.css';
import './OtpInput.css';

export interface OtpInputHandle {
  /** Moves focus to the first box (e.g. after a resend cleared the code). */
  focus: () => void;
}

export interface OtpInputProps {
  /** Visible label of the group of boxes. */
  label?: string;
  /** Number of digits. */
  length?: number;
  /** Controlled value (digits only). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (value: string) => void;
  isInvalid?: boolean;
  errorMessage?: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<OtpInputHandle>;
  className?: string;
}

const NON_DIGITS = /\D/g;

/**
 * One-time code entry: single-digit boxes labelled "Digit 1 of 6"... Typing moves to the next box, Backspace on
 * an empty box moves back, pasting fills the boxes from the focused one, and anything but digits is ignored.
 */
export function OtpInput({
  label = 'Verification code',
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  isInvalid = false,
  errorMessage,
  isDisabled = false,
  autoFocus = false,
  ref,
  className,
}: OtpInputProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const code = (value ?? uncontrolledValue).replace(NON_DIGITS, '').slice(0, length);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const labelId = useId();
  const errorId = useId();

  useImperativeHandle(ref, () => ({ focus: () => inputs.current[0]?.focus() }), []);

  const focusBox = (index: number) => {
    const input = inputs.current[Math.min(Math.max(index, 0), length - 1)];
    input?.focus();
    input?.select();
  };

  /** Writes `digits` starting at box `index` and reports the new code. */
  const writeDigits = (index: number, digits: string) => {
    const boxes = Array.from({ length }, (_, boxIndex) => code[boxIndex] ?? '');
    [...digits].slice(0, length - index).forEach((digit, offset) => {
      boxes[index + offset] = digit;
    });
    // Boxes are filled left to right, so a gap ends the code.
    const gap = boxes.indexOf('');
    const next = (gap === -1 ? boxes : boxes.slice(0, gap)).join('');
    if (value === undefined) setUncontrolledValue(next);
    onChange?.(next);
    if (next.length === length && next !== code) onComplete?.(next);
    return next;
  };

  const clearBox = (index: number) => {
    // Clearing a box in the middle drops the digits after it too, since the code is a prefix.
    const next = code.slice(0, index);
    if (value === undefined) setUncontrolledValue(next);
    onChange?.(next);
  };

  const handleInput = (index: number, rawValue: string) => {
    const digits = rawValue.replace(NON_DIGITS, '');
    if (!digits) return;
    // A box that already held a digit receives two characters; the newest one is the last.
    const typed = digits.length > 1 && code[index] ? digits.slice(-1) : digits;
    const next = writeDigits(index, typed);
    focusBox(Math.min(index + typed.length, next.length, length - 1));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (code[index]) clearBox(index);
      else if (index > 0) {
        clearBox(index - 1);
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(Math.min(index + 1, code.length));
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(NON_DIGITS, '');
    if (!digits) return;
    // A full-length code replaces everything, wherever the cursor is.
    const start = digits.length >= length ? 0 : Math.min(index, code.length);
    const next = writeDigits(start, digits);
    focusBox(Math.min(next.length, length - 1));
  };

  return (
    <div className={cx('bl-otp', className)}>
      <span id={labelId} className="bl-field__label">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={isInvalid && errorMessage ? errorId : undefined}
        className="bl-otp__boxes"
      >
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className="bl-otp__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={isInvalid || undefined}
            value={code[index] ?? ''}
            disabled={isDisabled}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in, for screens whose only task is entering the code
            autoFocus={autoFocus && index === 0}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {isInvalid && errorMessage && (
        <p id={errorId} className="bl-field__error" role="alert">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
