import { dashboardHref } from '@/lib/routes';

export interface NavItem {
  label: string;
  to: string;
  /** Match the path exactly (Home would otherwise be "active" everywhere). */
  end?: boolean;
}

/** SPEC §2 top navigation, in order. */
export const primaryNavItems: readonly NavItem[] = [
  { label: 'Home', to: '/', end: true },
  { label: 'AI Toolset', to: '/ai-toolset' },
  { label: 'Bids', to: dashboardHref() },
  { label: 'Plans & Pricing', to: '/pricing' },
  { label: 'About Us', to: '/about' },
];
