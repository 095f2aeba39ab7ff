import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipContext,
  type TooltipProps as RACTooltipProps,
  TooltipTriggerStateContext,
} from 'react-aria-components/Tooltip';
import type { ReactNode, RefObject } from 'react';
import type { TooltipTriggerAria } from 'react-aria/useTooltipTrigger';
import type { TooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { withClassName } from './withClassName';
import './Tooltip.css';

/** What a trigger hands its tooltip: React Aria's trigger state and the tooltip's props. */
export interface TooltipTriggerParts {
  state: TooltipTriggerState;
  tooltipProps: TooltipTriggerAria['tooltipProps'];
  triggerRef: RefObject<HTMLElement | null>;
}

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  children: ReactNode;
}

/** The tooltip itself: positioned beside its trigger, with an arrow. RowTooltip draws it directly. */
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

/** The tooltip of a TooltipTrigger (./Tooltip.tsx): its open state and its trigger, as React Aria's own trigger gives them. */
export function TriggeredTooltip({ trigger, ...props }: TooltipProps & { trigger: TooltipTriggerParts }) {
  return (
    <TooltipTriggerStateContext.Provider value={trigger.state}>
      <TooltipContext.Provider value={{ ...trigger.tooltipProps, triggerRef: trigger.triggerRef }}>
        <Tooltip {...props} />
      </TooltipContext.Provider>
    </TooltipTriggerStateContext.Provider>
  );
}

/** RowTooltip's tooltip: the list's own open state, beside the control under the pointer or focus. */
export function ListTooltip({
  state,
  triggerRef,
  children,
}: {
  state: TooltipTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <Tooltip triggerRef={triggerRef}>{children}</Tooltip>
    </TooltipTriggerStateContext.Provider>
  );
}
