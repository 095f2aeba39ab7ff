/** Types of contract-vocabulary.mjs (the generator reads a parsed OpenAPI document). */
export declare function publicPaths(spec: unknown): string[];
export declare function planGatedParameters(spec: unknown, operationId: string): Record<string, string[]>;
export declare function describedEnum(spec: unknown, schemaName: string): { code: string; name: string }[];
export declare function zodLimits(zodSources: readonly string[]): [name: string, value: string][];
/** A query schema's JSON Schema properties without their descriptions; throws unless it is an object. */
export declare function queryParameterSchemas(jsonSchema: unknown): Record<string, Record<string, unknown>>;
/** GET /auth/plans/'s `catalog` example: the plans, cheapest first; throws when missing or out of order. */
export declare function planCatalog(spec: unknown): Record<string, unknown>[];
/** `listBidsQuery`: zod's JSON Schema of the generated `ListBidsQueryParams`. */
export declare function vocabularyModules(
  spec: unknown,
  zodSources: readonly string[],
  listBidsQuery: unknown,
): Record<string, string>;
