import type { ScreenPrefetch } from '@/lib/screenPrefetch';
import { prefetchAdminScrapers } from '../api/adminApi';
import { ScrapersScreen } from '../scrapers/ScrapersScreen';

export const prefetch: ScreenPrefetch = (queryClient) => prefetchAdminScrapers(queryClient);

export default ScrapersScreen;
