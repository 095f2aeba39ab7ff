import { defineConfig } from 'orval';

/** The bundled contract (scripts/generate.mjs runs `redocly bundle` first): orval reads one file. */
const contract = './api-spec/dist/openapi.yaml';

/**
 * Bids state: the bid list, one bid, similar bids and the count (docs/product/screens.md#session-and-storage).
 * Bookmarks, follows, saved filters and the code lists are kept like the rest.
 */
const BIDS_STATE_OPERATIONS = ['listBids', 'getBid', 'listSimilarBids', 'getBidCount'];
/** The queries' `meta` says so; every place that makes one (hooks, prefetches) uses the generated options. */
const NOT_PERSISTED = { options: { meta: { persist: false } } };
/**
 * Per-bid queries keyed `['getBid', id]` rather than `['/bids/42/']`: the operation first, so every
 * bid's query shares a prefix that `invalidateQueries({ queryKey })` matches.
 */
const PER_BID_OPERATIONS = ['getBid', 'listSimilarBids'];

export default defineConfig({
  client: {
    input: { target: contract },
    output: {
      client: 'react-query',
      httpClient: 'fetch',
      mode: 'tags-split',
      target: 'src/api/generated/endpoints',
      schemas: 'src/api/generated/model',
      clean: true,
      // No `baseUrl`: the mutator prefixes it at run time, so query keys stay `['/bids/', params]`.
      mock: { generators: [{ type: 'msw', useExamples: true }] },
      override: {
        mutator: { path: 'src/api/http.ts', name: 'apiFetch' },
        // Kept in memory only, never in the persisted cache (src/app/query/queryClient.ts).
        operations: Object.fromEntries(
          BIDS_STATE_OPERATIONS.map((id) => [
            id,
            { query: { ...NOT_PERSISTED, useOperationIdAsQueryKey: PER_BID_OPERATIONS.includes(id) } },
          ]),
        ),
        tags: { admin: { query: NOT_PERSISTED }, scrapping: { query: NOT_PERSISTED } },
        fetch: { includeHttpResponseReturnType: false },
      },
    },
  },
  zod: {
    input: { target: contract },
    output: {
      client: 'zod',
      mode: 'tags-split',
      target: 'src/api/generated/zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
  },
});
