/** The command-line flags every tool here launches Chromium with (see chromium.mjs). */
export declare const CHROMIUM_ARGS: string[];
/** The browser binary the tests launch (see chromium.mjs). */
export declare const TEST_CHROMIUM_PATH: string;
