/** The command-line flags every tool here launches Chromium with (see chromium.mjs). */
export declare const CHROMIUM_ARGS: string[];
