import { retryingImport } from '@/lib/lazyImport';
import type * as TooltipBodyModule from './TooltipBody';

/** The tooltip's code (positioning, overlay): it loads when a trigger is first pointed at or focused. */
export type TooltipBody = typeof TooltipBodyModule;

let loaded: TooltipBody | undefined;
const importBody = retryingImport(() => import('./TooltipBody'));

/** The tooltip's code if it has loaded: a tooltip never shows on a page's first paint. */
export const loadedTooltipBody = () => loaded;

/** Loads the tooltip's code; a load that fails is tried again on the next hover or focus. */
export const loadTooltipBody = (): Promise<TooltipBody> => importBody().then((module) => (loaded = module));
