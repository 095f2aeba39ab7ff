import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components/RadioGroup';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import type { ReactNode } from 'react';
import { FieldHelp, FieldLabel, type FieldProps } from './Field';
import { withClassName } from './withClassName';
import './Choice.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldProps {
  children: ReactNode;
  /** `card`: each option is a large bordered card (plan choice); `default`: a classic radio list. */
  variant?: 'default' | 'card';
}

export function RadioGroup({
  label,
  description,
  errorMessage,
  variant = 'default',
  orientation = 'vertical',
  className,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      className={withClassName(
        className,
        'bl-field bl-choice-group',
        variant === 'card' && 'bl-radio-group--card',
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={`bl-choice-group__items bl-choice-group__items--${orientation}`}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACRadioGroup>
  );
}

export interface RadioProps extends RACRadioProps {
  /** Secondary text under the label (shown in both variants, most useful on cards). */
  description?: ReactNode;
}

export function Radio({ className, children, description, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={withClassName(className, 'bl-choice bl-radio')}>
      {composeRenderProps(children, (content) => (
        <>
          <span className="bl-choice__mark bl-radio__circle" aria-hidden="true" />
          <span className="bl-radio__text">
            <span className="bl-radio__label">{content}</span>
            {description && <span className="bl-radio__description">{description}</span>}
          </span>
        </>
      ))}
    </RACRadio>
  );
}
