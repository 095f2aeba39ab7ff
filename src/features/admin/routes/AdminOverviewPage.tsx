import type { ScreenPrefetch } from '@/lib/screenPrefetch';
import { prefetchAdminOverview } from '../api/adminAccess';
import { OverviewScreen } from '../overview/OverviewScreen';

export const prefetch: ScreenPrefetch = (queryClient) => prefetchAdminOverview(queryClient);

export default OverviewScreen;
