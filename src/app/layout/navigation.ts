import { dashboardHref, paths } from '@/lib/routes';

export interface NavItem {
  label: string;
  to: string;
  /** Match the path exactly (Home would otherwise be "active" everywhere). */
  end?: boolean;
}

/** Top navigation, in order (docs/product/screens.md#top-navigation). */
export const primaryNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home, end: true },
  { label: 'AI Toolset', to: paths.aiToolset },
  { label: 'Bids', to: dashboardHref() },
  { label: 'Plans & Pricing', to: paths.pricing },
  { label: 'About Us', to: paths.about },
];
