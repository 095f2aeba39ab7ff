import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components/Tabs';
import { withClassName } from './withClassName';
import './Tabs.css';

export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={withClassName(className, 'bl-tabs')} />;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  // A row of tabs wider than its screen scrolls, with a shadow at each edge that hides more.
  return <RACTabList {...props} className={withClassName(className, 'bl-tabs__list bl-scroll-shadows')} />;
}

export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={withClassName(className, 'bl-tabs__tab')} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={withClassName(className, 'bl-tabs__panel')} />;
}
