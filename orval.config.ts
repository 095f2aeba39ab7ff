import { defineConfig } from 'orval';

/** The bundled contract (scripts/generate.mjs runs `redocly bundle` first): orval reads one file. */
const contract = './api-spec/dist/openapi.yaml';

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
