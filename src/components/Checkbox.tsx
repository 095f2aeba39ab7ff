import {
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components/Checkbox';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components/CheckboxGroup';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import type { ReactNode } from 'react';
import { FieldHelp, FieldLabel, type FieldProps } from './Field';
import { withClassName } from './withClassName';
import { CheckboxMark } from './CheckboxMark';
import './Choice.css';

export type CheckboxProps = RACCheckboxProps;

export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={withClassName(className, 'bl-choice bl-checkbox')}>
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <CheckboxMark isSelected={isSelected} isIndeterminate={isIndeterminate} />
          {content && <span className="bl-checkbox__label">{content}</span>}
        </>
      ))}
    </RACCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'>, FieldProps {
  children: ReactNode;
  /** Lay the options out in a row (wraps on narrow screens). */
  orientation?: 'vertical' | 'horizontal';
}

export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  className,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={withClassName(className, 'bl-field bl-choice-group')}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={`bl-choice-group__items bl-choice-group__items--${orientation}`}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACCheckboxGroup>
  );
}
