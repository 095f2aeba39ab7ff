/** Types of split-operations.mjs (run by generate.mjs after orval). */
export declare function splitTagModule(dir: string, tag: string, operationIds: readonly string[]): string[];
export declare function splitOperations(endpointsDir: string, spec: unknown): void;
