import {
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  createContext,
  use,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import { useLink } from 'react-aria/useLink';
import { cx } from './classNames';
import './Tabs.css';

type Orientation = 'horizontal' | 'vertical';

interface TabsState {
  orientation: Orientation;
  selectedKey: string;
  idPrefix: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('Tab, TabList and TabPanel go inside Tabs');
  return state;
}

// Encoded: an id with a space would be two in aria-labelledby.
const tabId = ({ idPrefix }: TabsState, key: string) => `${idPrefix}-tab-${encodeURIComponent(key)}`;
const panelId = ({ idPrefix }: TabsState, key: string) => `${idPrefix}-panel-${encodeURIComponent(key)}`;

export interface TabsProps {
  /** The open tab's `id`: the URL picks it, as each tab is a link to its own URL. */
  selectedKey: string;
  orientation?: Orientation;
  className?: string;
  children: ReactNode;
}

/**
 * Tabs whose every tab is a link to its own URL (the account area's), as the ARIA tabs pattern: arrow
 * keys move to the next tab and follow its link, the open tab alone is in the tab order. Hand-made
 * rather than React Aria's Tabs, whose collection and selection code (some 20 KB gzip) a row of links
 * does not need (docs/performance.md).
 */
export function Tabs({ selectedKey, orientation = 'horizontal', className, children }: TabsProps) {
  const idPrefix = useId();
  return (
    <TabsContext value={{ orientation, selectedKey, idPrefix }}>
      <div className={cx('bl-tabs', className)} data-orientation={orientation}>
        {children}
      </div>
    </TabsContext>
  );
}

/** The keys that move to the previous (-1) or next (1) tab, by orientation. */
const STEP_KEYS: Record<Orientation, Record<string, -1 | 1>> = {
  horizontal: { ArrowLeft: -1, ArrowRight: 1 },
  vertical: { ArrowUp: -1, ArrowDown: 1 },
};

export interface TabListProps {
  'aria-label': string;
  className?: string;
  children: ReactNode;
}

export function TabList({ className, children, ...props }: TabListProps) {
  const { orientation } = useTabs();
  return (
    // A row of tabs wider than its screen scrolls, with a shadow at each edge that hides more.
    <div
      {...props}
      role="tablist"
      aria-orientation={orientation}
      data-orientation={orientation}
      className={cx('bl-tabs__list bl-scroll-shadows', className)}
    >
      {children}
    </div>
  );
}

/** Automatic activation: the tab the keys move to opens (its link is followed), wrapping at the ends. */
function moveBetweenTabs(event: KeyboardEvent<HTMLElement>, orientation: Orientation) {
  // Alt+Left is the browser's Back; a modified arrow is not the tabs'.
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const tabs = [
    ...(event.currentTarget.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []),
  ];
  const current = tabs.indexOf(event.currentTarget);
  const step = STEP_KEYS[orientation][event.key];
  const next =
    step !== undefined
      ? (current + step + tabs.length) % tabs.length
      : event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : null;
  if (next === null) return;
  event.preventDefault();
  tabs[next]?.focus();
  tabs[next]?.click();
}

export interface TabProps {
  id: string;
  /** The tab's own URL (through react-router: AriaRouterBridge). */
  href: string;
  className?: string;
  children: ReactNode | ((state: { isSelected: boolean }) => ReactNode);
}

export function Tab({ id, href, className, children }: TabProps) {
  const tabs = useTabs();
  const ref = useRef<HTMLAnchorElement>(null);
  const { linkProps } = useLink({ href }, ref);
  const { hoverProps, isHovered } = useHover({});
  const { focusProps, isFocusVisible } = useFocusRing();
  const isSelected = id === tabs.selectedKey;
  return (
    <a
      {...mergeProps(linkProps, hoverProps, focusProps, {
        onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => moveBetweenTabs(event, tabs.orientation),
      })}
      ref={ref}
      id={tabId(tabs, id)}
      role="tab"
      aria-selected={isSelected}
      aria-controls={isSelected ? panelId(tabs, id) : undefined}
      tabIndex={isSelected ? 0 : -1}
      className={cx('bl-tabs__tab', className)}
      data-selected={isSelected || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {typeof children === 'function' ? children({ isSelected }) : children}
    </a>
  );
}

/** Tabbable elements, as the tabs pattern asks: a panel without one is itself in the tab order. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function useHasTabbableChild(ref: RefObject<HTMLElement | null>): boolean {
  const [hasTabbable, setHasTabbable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => setHasTabbable(element.querySelector(TABBABLE) !== null);
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'href'],
    });
    return () => observer.disconnect();
  }, [ref]);
  return hasTabbable;
}

export interface TabPanelProps extends Pick<HTMLAttributes<HTMLDivElement>, 'className' | 'children'> {
  id: string;
}

/** The open tab's panel; the others render nothing. */
export function TabPanel(props: TabPanelProps) {
  return useTabs().selectedKey === props.id ? <OpenTabPanel {...props} /> : null;
}

function OpenTabPanel({ id, className, children }: TabPanelProps) {
  const tabs = useTabs();
  const ref = useRef<HTMLDivElement>(null);
  const hasTabbableChild = useHasTabbableChild(ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...focusProps}
      ref={ref}
      id={panelId(tabs, id)}
      role="tabpanel"
      aria-labelledby={tabId(tabs, id)}
      tabIndex={hasTabbableChild ? undefined : 0}
      className={cx('bl-tabs__panel', className)}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </div>
  );
}
