import {
  Switch as RACSwitch,
  type SwitchProps as RACSwitchProps,
  composeRenderProps,
} from 'react-aria-components';
import { withBaseClass } from './classNames';
import './Switch.css';

export type SwitchProps = RACSwitchProps;

export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={withBaseClass('bl-switch', className)}>
      {composeRenderProps(children, (content) => (
        <>
          <span className="bl-switch__track" aria-hidden="true">
            <span className="bl-switch__thumb" />
          </span>
          {content}
        </>
      ))}
    </RACSwitch>
  );
}
