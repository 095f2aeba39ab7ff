/** The command-line flags every tool here launches Chromium with (see chromium.mjs). */
export declare const CHROMIUM_ARGS: string[];
/** The browser binary the tests launch (see chromium.mjs). */
export declare const TEST_CHROMIUM_PATH: string;
/** How many browsers the journeys and the visual step drive at once (see chromium.mjs). */
export declare const TEST_WORKERS: number;
/** Lighthouse's slow phone network, for Network.emulateNetworkConditions (see chromium.mjs). */
export declare const SLOW_PHONE_NETWORK: {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
};
