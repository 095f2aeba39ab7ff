/** Types of contract-vocabulary.mjs (the generator reads a parsed OpenAPI document). */
export declare function publicPaths(spec: unknown): string[];
export declare function planGatedParameters(spec: unknown, operationId: string): Record<string, string[]>;
export declare function describedEnum(spec: unknown, schemaName: string): { code: string; name: string }[];
export declare function zodLimits(zodSources: readonly string[]): [name: string, value: string][];
export declare function vocabularyModules(
  spec: unknown,
  zodSources: readonly string[],
): Record<string, string>;
