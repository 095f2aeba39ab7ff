/** Types of release.mjs (plain JavaScript, so that deploy.mjs and serve-nginx.mjs run with node alone). */
export declare const RELEASE_CONF: string;
export declare const RELEASE_POLICY: string;
export declare function releaseConf(release: string): string;
export declare function liveRelease(site: string): Promise<string | null>;
