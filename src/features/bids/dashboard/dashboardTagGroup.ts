import { tagGroupOnFirstUse } from '@/components/TagGroupOnFirstUse';
import { lazyExport } from '@/lib/lazyExport';

/** The dashboard's chip rows (filters in use, the sheet's chosen states): TagGroup once first used. */
export const DashboardTagGroup = tagGroupOnFirstUse(
  lazyExport(() => import('./dashboardControls'), 'TagGroup'),
);
