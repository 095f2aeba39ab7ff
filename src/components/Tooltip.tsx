import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { TooltipTriggerComponentProps } from 'react-aria-components/Tooltip';
import { mergeProps } from 'react-aria/mergeProps';
// The trigger's focusable context, from the path RAC's own TooltipTrigger imports it (it has no public
// export): a React Aria upgrade that moves it moves RAC's too, and the typecheck fails here.
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import type { TooltipProps, TooltipTriggerParts } from './TooltipBody';
import { loadedTooltipBody, loadTooltipBody, type TooltipBody } from './tooltipBodyLoader';

export type { TooltipProps };

const TriggerContext = createContext<(TooltipTriggerParts & { body?: TooltipBody }) | null>(null);

/**
 * React Aria's TooltipTrigger (its state and trigger hooks, so hover, focus, Esc and a press behave
 * alike), with the tooltip's code (positioning, overlay) loaded when the trigger is first pointed at or
 * focused: a tooltip never shows on a page's first paint. Shorter delay than RAC's 1.5 s default: our
 * tooltips name icon buttons, so they should show up promptly.
 */
export function TooltipTrigger({ delay = 500, ...props }: TooltipTriggerComponentProps) {
  const triggerProps = { ...props, delay };
  const state = useTooltipTriggerState(triggerProps);
  const triggerRef = useRef<HTMLElement>(null);
  const aria = useTooltipTrigger(triggerProps, state, triggerRef);
  const [body, setBody] = useState(loadedTooltipBody);
  const loadBody = useCallback(() => {
    if (body) return;
    loadTooltipBody().then(
      (module) => setBody(module),
      // Tried again on the next hover or focus.
      () => undefined,
    );
  }, [body]);
  // A tooltip opened by its props (isOpen, defaultOpen) rather than by a hover or focus.
  useEffect(() => {
    if (state.isOpen) loadBody();
  }, [state.isOpen, loadBody]);
  return (
    <TriggerContext.Provider value={{ state, tooltipProps: aria.tooltipProps, triggerRef, body }}>
      <FocusableProvider
        {...mergeProps(aria.triggerProps, { onPointerEnter: loadBody, onFocus: loadBody })}
        ref={triggerRef}
      >
        {props.children}
      </FocusableProvider>
    </TriggerContext.Provider>
  );
}

/** The tooltip of the TooltipTrigger around it; nothing until its code has loaded. */
export function Tooltip(props: TooltipProps) {
  const trigger = useContext(TriggerContext);
  if (!trigger?.body) return null;
  return <trigger.body.TriggeredTooltip {...props} trigger={trigger} />;
}
