import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { withBaseClass } from './classNames';
import './Tabs.css';

export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={withBaseClass('bl-tabs', className)} />;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={withBaseClass('bl-tabs__list', className)} />;
}

export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={withBaseClass('bl-tabs__tab', className)} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={withBaseClass('bl-tabs__panel', className)} />;
}
