import { type ComponentType, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ButtonProps } from 'react-aria-components/Button';
import { NETWORK_ERROR_MESSAGE } from '@/lib/networkMessage';
import { showToast, toastQueue } from './toastQueue';

/** What a control's closed look calls, so the control loads and takes over where the user is. */
export interface FirstUse {
  /** Pointed at: the control's code starts loading. */
  wake: () => void;
  /** Pressed: the control takes over, open, once its code has loaded. */
  open: () => void;
  /** Focus entered or left the closed look: the control takes over, focused, once loaded. */
  setFocused: (isFocused: boolean) => void;
}

/** What the loaded control is rendered with, on top of the props the closed look had. */
interface TakeOver {
  /** Focus was on the closed look: the control takes it as it mounts. */
  autoFocus?: boolean;
  /** The closed look was pressed: the control mounts open. */
  defaultOpen?: boolean;
}

interface LoadsAtMount {
  /**
   * Load at once, for a control that is what its place was opened for (in a sheet, say): swapped
   * before it is used, as moving focus inside a modal would fight the modal's focus scope.
   */
  loadsAtMount?: boolean;
}

let networkToast: string | undefined;

/**
 * The network sentence (docs/product/error-messages.md#network) for a control whose code did not load
 * when used: once while it shows, however many presses, focus moves and controls failed.
 */
export function sayCodeDidNotLoad(): void {
  if (toastQueue.visibleToasts.some((toast) => toast.key === networkToast)) return;
  networkToast = showToast({ title: NETWORK_ERROR_MESSAGE, tone: 'error' });
}

/**
 * A control a screen shows closed (a picker, a menu's button) whose code (React Aria's overlays and
 * collections, a large part of a screen's first JS: docs/performance.md) loads when it is first
 * pointed at, focused or pressed, as the tooltip's does. Until then `ClosedLook` draws it closed,
 * with the same markup, names and states. The control replaces it when it is focused or pressed and
 * the code is there (a pointer resting on it only loads: nothing moves under the pointer), focused,
 * and open if it was pressed. A load that fails leaves the closed look; if it was focused or pressed,
 * a toast says the network sentence (docs/product/error-messages.md#network). The next hover, focus
 * or press tries again (`load` goes through lazyExport, lib/lazyExport.ts).
 */
export function controlOnFirstUse<P extends object>(
  load: () => Promise<ComponentType<P & TakeOver>>,
  ClosedLook: ComponentType<P & { firstUse: FirstUse }>,
) {
  let loaded: ComponentType<P & TakeOver> | undefined;
  return function ControlOnFirstUse({ loadsAtMount, ...rest }: P & LoadsAtMount) {
    const props = rest as P;
    const [Control, setControl] = useState(() => loaded);
    const isFocused = useRef(false);
    const isOpenAsked = useRef(false);
    const [takeOver, setTakeOver] = useState<TakeOver>({});
    const takeOverIfUsed = useCallback(() => {
      if (!loaded || !(isFocused.current || isOpenAsked.current || loadsAtMount)) return;
      // A pressed control takes focus, as React Aria's do when pressed.
      setTakeOver({
        autoFocus: isFocused.current || isOpenAsked.current || undefined,
        defaultOpen: isOpenAsked.current || undefined,
      });
      setControl(() => loaded);
    }, [loadsAtMount]);
    // One load at a time: a hover, press and focus in a row ask once (and fail once).
    const isLoading = useRef(false);
    const wake = useCallback(() => {
      if (loaded) return takeOverIfUsed();
      if (isLoading.current) return;
      isLoading.current = true;
      load()
        .finally(() => (isLoading.current = false))
        .then(
          (component) => {
            loaded = component;
            takeOverIfUsed();
          },
          () => {
            // Asked for (a press, focus), not only pointed at: say why nothing opened. The next hover,
            // focus or press loads it again.
            if (!isOpenAsked.current && !isFocused.current) return;
            isOpenAsked.current = false;
            sayCodeDidNotLoad();
          },
        );
    }, [takeOverIfUsed]);
    useEffect(() => {
      if (loadsAtMount) wake();
    }, [loadsAtMount, wake]);
    const firstUse: FirstUse = {
      wake,
      open: () => {
        isOpenAsked.current = true;
        wake();
      },
      setFocused: (focused) => {
        isFocused.current = focused;
        if (focused) wake();
      },
    };
    if (Control) return <Control {...props} {...takeOver} />;
    return <ClosedLook {...props} firstUse={firstUse} />;
  };
}

/**
 * A ref for the element of a loaded control that takes focus, given the control's `autoFocus`: it is
 * focused in the commit that swaps the control in. React Aria's `autoFocus` focuses in an effect after
 * the browser has painted (later still, after running transitions, when the last input was virtual):
 * a key pressed in between would reach the page, as the closed look has gone, and be lost.
 */
export function useFocusAtSwap<E extends HTMLElement>(autoFocus: boolean | undefined) {
  const ref = useRef<E>(null);
  const focusesAtSwap = useRef(autoFocus);
  useLayoutEffect(() => {
    if (focusesAtSwap.current) ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}

/** Keys that open React Aria's pickers and menus from their button or input, besides a press. */
export const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * A closed look's button (React Aria's): loads on hover or focus, opens on a press or, for a picker
 * or menu (`opensOnArrows`), an arrow key.
 */
export function closedTriggerProps(firstUse: FirstUse, opensOnArrows = true) {
  return {
    onHoverStart: firstUse.wake,
    onFocusChange: firstUse.setFocused,
    // A mouse asks at press start, as React Aria's pickers and menus open: a control swapped in
    // between the button's press start and end would not see the press end.
    onPressStart: (event) => {
      if (event.pointerType === 'mouse') firstUse.open();
    },
    onPress: firstUse.open,
    onKeyDown: (event) => {
      if (opensOnArrows && OPENING_KEYS.has(event.key)) firstUse.open();
      else event.continuePropagation();
    },
  } satisfies ButtonProps;
}
