import { type ContextType, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TooltipTriggerStateContext } from 'react-aria-components/Tooltip';
import { loadedTooltipBody, loadTooltipBody } from './tooltipBodyLoader';

/** As TooltipTrigger here: the pointer rests this long before a tooltip shows, and leaves it as long. */
const SHOW_DELAY_MS = 500;
const HIDE_DELAY_MS = 500;
/** After a tooltip hid, the next one within this time shows at once (moving along a row of icons). */
const WARM_MS = 500;

type TooltipState = NonNullable<ContextType<typeof TooltipTriggerStateContext>>;

/** The control under `target` whose tooltip this list shows (RowIconButton's `tooltip`). */
function tipOf(target: EventTarget | null): HTMLElement | null {
  const tip = target instanceof Element ? target.closest<HTMLElement>('[data-tooltip]') : null;
  return tip && !tip.matches(':disabled') ? tip : null;
}

/**
 * One tooltip for the controls of every row of a list: the `tooltip` of the RowIconButton under the
 * pointer (after a rest) or with keyboard focus, drawn by Tooltip beside it and describing it while
 * shown. It behaves as TooltipTrigger: Esc, a press, blur or leaving hide it. A TooltipTrigger in each
 * row would run its hover, focus and state hooks in every row of every new page.
 */
export function RowTooltip({ listRef }: { listRef: RefObject<HTMLElement | null> }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The tooltip's code, loaded when a control is first pointed at or focused (as TooltipTrigger's).
  const [body, setBody] = useState(loadedTooltipBody);
  const [isOpen, setOpen] = useState(false);
  // Whether it shows, for the listeners (Tooltip closes it itself when its control scrolls away).
  const shownRef = useRef(false);
  useEffect(() => {
    shownRef.current = isOpen;
  }, [isOpen]);
  const triggerRef = useMemo(() => ({ current: anchor }), [anchor]);
  // The tooltip reads its open state from TooltipTrigger's context (its positioning does, even when it is
  // given isOpen): this list's state, which its listeners below drive.
  const state = useMemo<TooltipState>(
    () => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false), shouldSkipAnimation: false }),
    [isOpen],
  );

  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let warmUntil = 0;
    let hovered: HTMLElement | null = null;
    let focused: HTMLElement | null = null;
    const setShown = (next: boolean) => {
      if (shownRef.current && !next) warmUntil = performance.now() + WARM_MS;
      shownRef.current = next;
      setOpen(next);
    };
    const show = (tip: HTMLElement, immediate: boolean) => {
      if (!loadedTooltipBody()) loadTooltipBody().then(setBody, () => undefined);
      clearTimeout(timer);
      setAnchor(tip);
      if (immediate || shownRef.current || performance.now() < warmUntil) setShown(true);
      else timer = setTimeout(() => setShown(true), SHOW_DELAY_MS);
    };
    const hide = (immediate: boolean) => {
      clearTimeout(timer);
      if (immediate || !shownRef.current) setShown(false);
      else timer = setTimeout(() => setShown(false), HIDE_DELAY_MS);
    };
    const onPointerOver = (event: PointerEvent) => {
      const tip = tipOf(event.target);
      // A tap is not a hover (as React Aria's hover).
      if (!tip || tip === hovered || event.pointerType === 'touch') return;
      hovered = tip;
      show(tip, false);
    };
    const onPointerOut = (event: PointerEvent) => {
      const tip = tipOf(event.target);
      if (!tip || tip.contains(event.relatedTarget as Node | null)) return;
      hovered = null;
      if (focused !== tip) hide(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      const tip = tipOf(event.target);
      if (!tip?.matches(':focus-visible')) return;
      focused = tip;
      show(tip, true);
    };
    const onFocusOut = () => {
      focused = null;
      hovered = null;
      hide(true);
    };
    // A press on the control hides its tooltip, as TooltipTrigger's.
    const onPress = (event: Event) => {
      if (!tipOf(event.target)) return;
      focused = null;
      hovered = null;
      hide(true);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !shownRef.current) return;
      event.stopPropagation();
      hide(true);
    };
    // One signal removes every listener when the list goes.
    const listening = new AbortController();
    const { signal } = listening;
    list.addEventListener('pointerover', onPointerOver, { signal });
    list.addEventListener('pointerout', onPointerOut, { signal });
    list.addEventListener('focusin', onFocusIn, { signal });
    list.addEventListener('focusout', onFocusOut, { signal });
    list.addEventListener('pointerdown', onPress, { signal });
    list.addEventListener('keydown', onPress, { signal });
    document.addEventListener('keydown', onEscape, { capture: true, signal });
    return () => {
      clearTimeout(timer);
      listening.abort();
    };
  }, [listRef]);

  // Describes its control while shown, as TooltipTrigger's does.
  useEffect(() => {
    if (!anchor || !isOpen || !body) return undefined;
    anchor.setAttribute('aria-describedby', id);
    return () => anchor.removeAttribute('aria-describedby');
  }, [anchor, isOpen, id, body]);

  if (!anchor || !body) return null;
  return (
    <body.ListTooltip state={state} triggerRef={triggerRef}>
      <span id={id}>{anchor.dataset.tooltip}</span>
    </body.ListTooltip>
  );
}
