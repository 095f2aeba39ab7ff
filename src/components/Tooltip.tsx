import {
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components/Tooltip';
import type { ReactNode } from 'react';
import { withClassName } from './withClassName';
import './Tooltip.css';

/** Shorter delay than RAC's 1.5 s default: our tooltips name icon buttons, so they should show up promptly. */
export function TooltipTrigger({ delay = 500, ...props }: TooltipTriggerComponentProps) {
  return <RACTooltipTrigger {...props} delay={delay} />;
}

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  children: ReactNode;
}

export function Tooltip({ className, offset = 8, children, ...props }: TooltipProps) {
  return (
    <RACTooltip {...props} offset={offset} className={withClassName(className, 'bl-tooltip')}>
      <OverlayArrow className="bl-tooltip__arrow">
        <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </RACTooltip>
  );
}
