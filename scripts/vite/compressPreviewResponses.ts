import compression from 'compression';
import type { Connect, Plugin } from 'vite';

/**
 * `vite preview` serves files uncompressed; any real host compresses them, and on a phone network
 * that is the difference between a 380 KB and a 120 KB app bundle. Compressing here makes the
 * preview (Lighthouse, the e2e servers) measure what users get. API responses pass untouched.
 */
export function compressPreviewResponses(): Plugin {
  const compress = compression({
    filter: (request, response) =>
      !/^\/(api|__mock)\//.test(request.url ?? '') && compression.filter(request, response),
  });
  return {
    name: 'bidlantern:compress-preview-responses',
    configurePreviewServer(server) {
      // Typed for Express, but it only reads Node's request and response, which connect passes.
      server.middlewares.use(compress as unknown as Connect.NextHandleFunction);
    },
  };
}
