import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { cx } from './classNames';
import './Tabs.css';

export function Tabs({ className, ...props }: TabsProps) {
  return (
    <RACTabs
      {...props}
      className={composeRenderProps(className, (callerClassName) => cx('bl-tabs', callerClassName))}
    />
  );
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      className={composeRenderProps(className, (callerClassName) => cx('bl-tabs__list', callerClassName))}
    />
  );
}

export function Tab({ className, ...props }: TabProps) {
  return (
    <RACTab
      {...props}
      className={composeRenderProps(className, (callerClassName) => cx('bl-tabs__tab', callerClassName))}
    />
  );
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel
      {...props}
      className={composeRenderProps(className, (callerClassName) => cx('bl-tabs__panel', callerClassName))}
    />
  );
}
